"""Guerilla's generator code: the content schema (schema.py)."""
