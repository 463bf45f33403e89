"""Screens of the game window: menus and the game tables."""
