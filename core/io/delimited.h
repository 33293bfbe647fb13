#pragma once
/// @file io/delimited.h
/// Text matrices: .csv (separator ',') and .tsv (tab). Numbers only, one row per line, every
/// row with the same number of fields; an optional first row of column names (a row that is not
/// all numbers); blank lines allowed only at the end; "\r\n" line ends and a UTF-8 byte-order
/// mark are accepted. Values are parsed exactly with std::from_chars.

#include "core/io/embeddingmatrix.h"

#include <cstddef>
#include <string>

namespace pe::core::io {

/// Parses [data, data + size) with @p separator (',' or '\t'). The result owns double values.
/// Throws LoadError naming the line and field of the first problem.
EmbeddingMatrix loadDelimited(const void* data, std::size_t size, char separator,
                              const std::string& source = "<buffer>");

/// Maps @p path read-only and parses it; the separator follows the extension (.csv or .tsv,
/// any case).
EmbeddingMatrix loadDelimitedFile(const std::string& path);

} // namespace pe::core::io
