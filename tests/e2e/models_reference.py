#!/usr/bin/env python3
"""Reference slopes for tests/e2e/test_cli_models.cpp: get_slopes(n) exactly as the ALiBi
authors wrote it (ofirpress/attention_with_linear_biases, fairseq/models/transformer.py)."""
import math


def get_slopes(n):
    def get_slopes_power_of_2(n):
        start = 2 ** (-2 ** -(math.log2(n) - 3))
        ratio = start
        return [start * ratio**i for i in range(n)]

    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    closest_power_of_2 = 2 ** math.floor(math.log2(n))
    return get_slopes_power_of_2(closest_power_of_2) + get_slopes(2 * closest_power_of_2)[0::2][: n - closest_power_of_2]


if __name__ == "__main__":
    slopes = get_slopes(112)  # BLOOM's 112 heads
    for head in (1, 64, 65, 112):
        print(head, repr(slopes[head - 1]))
