#pragma once
/// @file io/delimited.h
/// Text matrices: .csv and .tsv. Numbers only, one row per line, every row with the same number
/// of fields; an optional first row of column names (a row that is not all numbers); blank lines
/// allowed only at the end; "\r\n" line ends and a UTF-8 byte-order mark are accepted. Values
/// are parsed exactly with std::from_chars.
///
/// The dialects spreadsheets and pandas write are recognised: ',' ';' or tab between fields, a
/// decimal comma (with ';' or tab between fields, as French and German spreadsheets write),
/// numbers in double quotes ("0.5", "0,5"), and the index column of pandas' DataFrame.to_csv
/// (an empty first header cell over the integers 0 .. N-1), which is dropped. A text that reads
/// as two different tables is refused naming what was seen.

#include "core/io/embeddingmatrix.h"

#include <cstddef>
#include <string>
#include <vector>

namespace pe::core::io {

/// Parses [data, data + size) with @p separator (',', ';' or '\t'; 0: detect it, and the decimal
/// mark). What was detected is appended to *notes, one sentence each. The result owns double
/// values. Throws LoadError naming the line and field of the first problem.
EmbeddingMatrix loadDelimited(const void* data, std::size_t size, char separator,
                              const std::string& source = "<buffer>", std::vector<std::string>* notes = nullptr);

/// Reads @p path (.csv or .tsv, any case) and parses it, detecting its dialect.
EmbeddingMatrix loadDelimitedFile(const std::string& path, std::vector<std::string>* notes = nullptr);

} // namespace pe::core::io
