"""What every game shares without pygame: the rules contract, matches, data, players."""
