#pragma once
/// @file io/load.h
/// One entry point for the app: load a position-embedding matrix by file extension.

#include "core/io/embeddingmatrix.h"

#include <string>

namespace pe::core::io {

/// Loads @p path by its extension (any case): .npy, .safetensors (the tensor named @p tensor,
/// or the only 2-D one), .csv, .tsv. Like loadEmbeddings, it reads the values into memory the
/// matrix owns (nothing stays mapped). Throws LoadError (an unknown extension included).
EmbeddingMatrix loadEmbeddingFile(const std::string& path, const std::string& tensor = {});

/// How to load: the tensor to take (files holding several), and whether to read the table
/// transposed (a [d, N] table stored the other way round).
struct LoadOptions {
    std::string tensor;
    bool transpose = false;
};

/// Loads the position table of @p path: a .npy, .npz, .safetensors, sharded checkpoint
/// (model.safetensors.index.json), .gguf, .csv or .tsv file, or a model folder holding one of
/// them. Without options.tensor the table is found by the names real architectures use
/// (wpe.weight, embeddings.position_embeddings.weight, embed_positions.weight, position_embd.weight,
/// ...); several candidates, or only tensors not named like a position table, are an error
/// listing them; a vocabulary (wte.weight, embed_tokens.weight, token_embd.weight) is never
/// taken without options.tensor, and options.tensor is an error for a .npy, .csv or .tsv. A
/// table of unknown origin wider than long is noted as possibly transposed. Only the header and
/// the chosen table's bytes are read (pread), copied into memory the matrix owns and checked
/// for NaN and Inf: the matrix never reads the file again.
/// What was detected (a CSV dialect, an OPT offset, a squeezed [1, N, d]) is appended to
/// *notes, one sentence each. Throws LoadError.
EmbeddingMatrix loadEmbeddings(const std::string& path, const LoadOptions& options = {},
                               std::vector<std::string>* notes = nullptr);

/// The lower-case extension of the file name in @p path, dot included (".npy"), or "".
std::string extensionOf(const std::string& path);

} // namespace pe::core::io
