"""Le Déboulé, Cul de Chouette, L'Enculette and Chamot: rules, physics, the window and
online rooms, in one package (docs/architecture.md)."""
