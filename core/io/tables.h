#pragma once
/// @file io/tables.h
/// Internal to the loaders: the arrays a checkpoint holds (listed from its header, before any
/// data is read), which one is the position table, and reading only that one.

#include "core/io/embeddingmatrix.h"
#include "core/io/load.h"
#include "core/io/npy.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pe::core::io::detail {

/// One array of a file, as its header describes it.
struct TableEntry {
    std::string name;                 ///< "" for a file that is one array (.npy)
    std::vector<std::uint64_t> shape; ///< NumPy order: positions first for a position table
    std::string dtype;                ///< as the format names it: "F32", "Q4_0", "<f4"
    std::optional<ScalarType> type;   ///< set when pe-explorer can read the values
    bool bigEndian = false;
    bool fortranOrder = false;
};

/// The entry of a .npy array from its header (a lone .npy file, or a member of an .npz); the
/// type is left unset when pe-explorer cannot read the values.
TableEntry npyEntry(std::string name, const NpyHeader& header);

/// The arrays of one file (or of the shards of one checkpoint) and how to read one of them.
class TableSource {
public:
    virtual ~TableSource() = default;
    const std::vector<TableEntry>& entries() const { return m_entries; }
    /// The bytes of entries()[i], exactly shape x scalar size, in memory the caller owns.
    virtual std::shared_ptr<std::vector<std::uint8_t>> read(std::size_t i) const = 0;

protected:
    std::vector<TableEntry> m_entries;
};

/// The entry to load and how: after the leading 1s of a [1, N, d] are squeezed (and with
/// LoadOptions::transpose, swapped), rows x cols, of which the first skipRows are dropped.
struct TableChoice {
    std::size_t index = 0;
    std::uint64_t rows = 0;
    std::uint64_t cols = 0;
    std::uint64_t skipRows = 0;
};

/// True for the names real architectures give their position table: wpe.weight (GPT-2),
/// embeddings.position_embeddings.weight (BERT, RoBERTa, DistilBERT, ELECTRA, ViT's parameter),
/// embed_positions.weight (OPT, BART), position_embd.weight (GGUF), pos_embed (timm), any prefix.
bool isPositionTableName(const std::string& name);
/// True for the token tables (vocabularies): wte.weight, embed_tokens.weight, token_embd.weight...
bool isVocabularyName(const std::string& name);

/// Picks the entry @p options.tensor names, else the one position table (see load.h). Appends
/// what it did to *notes. Throws LoadError (several candidates, none, a quantized type...).
TableChoice chooseTable(const std::vector<TableEntry>& entries, const LoadOptions& options, const std::string& source,
                        std::vector<std::string>* notes);

/// Reads the chosen entry and converts it (copied out of the file; NaN and Inf refused).
EmbeddingMatrix loadChoice(const TableSource& tables, const TableChoice& choice, const LoadOptions& options,
                           const std::string& source);

/// chooseTable then loadChoice.
EmbeddingMatrix loadTable(const TableSource& tables, const LoadOptions& options, const std::string& source,
                          std::vector<std::string>* notes);

} // namespace pe::core::io::detail

namespace pe::core::io::detail {

/// The sources of each format (read their headers only; throw LoadError).
std::unique_ptr<TableSource> npyTables(const std::string& path);
std::unique_ptr<TableSource> safetensorsTables(const std::string& path);
/// A sharded checkpoint: model.safetensors.index.json's weight_map and each shard's header.
std::unique_ptr<TableSource> shardedTables(const std::string& indexPath);
std::unique_ptr<TableSource> npzTables(const std::string& path);
/// The same over bytes in memory (the fuzzer); the source copies them.
std::unique_ptr<TableSource> npzTables(const void* data, std::size_t size, const std::string& source);
std::unique_ptr<TableSource> ggufTables(const std::string& path);

} // namespace pe::core::io::detail
