"""Text: the translation tables, the terminal's lines, the rules pictures' words."""
