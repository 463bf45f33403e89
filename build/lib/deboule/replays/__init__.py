"""Game records, replays and sims: writing, reading, checking and playing back."""
