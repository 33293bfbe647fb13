#pragma once
/// @file io/load.h
/// One entry point for the app: load a position-embedding matrix by file extension.

#include "core/io/embeddingmatrix.h"

#include <string>

namespace pe::core::io {

/// Loads @p path by its extension (any case): .npy, .safetensors (the tensor named @p tensor,
/// or the only 2-D one), .csv, .tsv. Throws LoadError (an unknown extension included).
EmbeddingMatrix loadEmbeddingFile(const std::string& path, const std::string& tensor = {});

/// The lower-case extension of the file name in @p path, dot included (".npy"), or "".
std::string extensionOf(const std::string& path);

} // namespace pe::core::io
