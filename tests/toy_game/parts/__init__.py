"""Cochon's own parts above its rules: here only its sim (`deboule sim --game cochon`)."""
