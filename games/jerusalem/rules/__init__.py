"""Jerusalem's pure rules: state, actions, phases, scoring, words, config. No pygame here."""
