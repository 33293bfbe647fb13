// Built only under the sanitizers (./dev.sh test --sanitize): a signed overflow that UBSan must
// report and stop on. Its test is expected to fail; if it passes, UBSan findings would not fail
// the suite (halt_on_error unset), and the sanitizer run would prove nothing.

#include <climits>
#include <cstdio>
#include <cstdlib>

int main(int argc, char**)
{
    volatile int big = INT_MAX;
    const int overflowed = big + argc; // undefined: INT_MAX + 1
    std::printf("%d\n", overflowed);
    return 0;
}
