#pragma once
/// @file vectorclones.h
/// PE_VECTOR_CLONES before a function compiles it three times, for AVX-512, AVX2 and the
/// baseline x86-64, and picks the one the processor runs at load time (GCC function
/// multi-versioning): one binary for every machine, the widest vectors where they exist.
/// Only for loops whose result does not depend on the vector width: integer work, or floating
/// point without contractions (core is compiled with -ffp-contract=off, so that a machine with
/// FMA rounds the same products and sums as one without).

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__ELF__)
#define PE_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define PE_VECTOR_CLONES
#endif
