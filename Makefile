# Shortcuts for people who have make; ./dev.sh works without it.
.PHONY: run test bench build deps
run test bench build deps:
	./dev.sh $@
