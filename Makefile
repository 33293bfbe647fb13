# Shortcuts for people who have make; ./dev.sh works without it (./dev.sh help lists them).
.PHONY: run test bench build deps package fuzz format format-check help
run test bench build deps package fuzz format format-check help:
	./dev.sh $@
