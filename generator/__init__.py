"""Tablero's build: load -> validate -> gather -> render -> write, and the command line (python -m generator)."""
