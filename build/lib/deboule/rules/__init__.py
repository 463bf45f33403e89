"""Pure game logic (no physics, no rendering): Le Déboulé, Cul de Chouette, L'Enculette."""
