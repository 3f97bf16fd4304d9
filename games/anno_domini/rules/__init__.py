"""The pure rules engine of Ierusalem: Anno Domini (no pygame)."""
