"""The game's data files (RULINGS D1 face layouts, D2 table dimensions, the throw reach table),
shipped in the wheel as package data and read with
`importlib.resources.files("deboule.data.assets")`, so that they are found in a checkout and in an
installed copy alike (issue 31 point 6)."""
