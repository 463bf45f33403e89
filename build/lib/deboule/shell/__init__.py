"""The desktop program: the app, its window, menus, settings, sound and input."""
