#include "core/io/tables.h"

#include "core/io/detail.h"
#include "core/io/loaderror.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace pe::core::io::detail {

namespace {

/// @p name is @p suffix, or ends with "." + suffix (any model prefix: "bert.", "transformer.").
bool endsWithComponent(const std::string& name, const std::string& suffix)
{
    if (name == suffix)
        return true;
    return name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0 &&
           name[name.size() - suffix.size() - 1] == '.';
}

bool endsWithAny(const std::string& name, std::initializer_list<const char*> suffixes)
{
    return std::any_of(suffixes.begin(), suffixes.end(), [&](const char* s) { return endsWithComponent(name, s); });
}

/// The shape without its leading 1s, down to two dimensions ([1, 197, 768] -> [197, 768]).
std::vector<std::uint64_t> squeezed(std::vector<std::uint64_t> shape)
{
    while (shape.size() > 2 && shape.front() == 1)
        shape.erase(shape.begin());
    return shape;
}

} // namespace

TableEntry npyEntry(std::string name, const NpyHeader& header)
{
    TableEntry e;
    e.name = std::move(name);
    e.shape = header.shape;
    e.dtype = header.descr;
    if (!header.unsupported)
        e.type = header.type;
    e.bigEndian = header.bigEndian;
    e.fortranOrder = header.fortranOrder;
    return e;
}

namespace {

bool isTable(const TableEntry& e)
{
    return squeezed(e.shape).size() == 2;
}

std::string describe(const TableEntry& e)
{
    return (e.name.empty() ? std::string("the array") : e.name) + " " + shapeText(e.shape) + " " + e.dtype;
}

std::string listTables(const std::vector<TableEntry>& entries)
{
    std::string s;
    for (const TableEntry& e : entries) {
        if (!isTable(e))
            continue;
        s += (s.empty() ? "" : ", ") + describe(e);
    }
    return s.empty() ? std::string("none") : s;
}

const char* const kTypesRead = "F32, F16, BF16 and F64 are read";

} // namespace

bool isPositionTableName(const std::string& name)
{
    // transformers: GPT2Model.wpe, BertEmbeddings.position_embeddings (also RoBERTa, DistilBERT,
    // ELECTRA, ViTEmbeddings' parameter), OPTLearnedPositionalEmbedding as embed_positions,
    // CLIP's position_embedding; llama.cpp's MODEL_TENSOR.POS_EMBD "position_embd"; timm pos_embed.
    return endsWithAny(name, {"wpe.weight", "wpe", "position_embeddings.weight", "position_embeddings",
                              "position_embedding.weight", "position_embedding", "embed_positions.weight",
                              "position_embd.weight", "pos_embed", "pos_embedding"});
}

bool isVocabularyName(const std::string& name)
{
    return endsWithAny(name, {"wte.weight", "wte", "embed_tokens.weight", "token_embd.weight", "word_embeddings.weight",
                              "tok_embeddings.weight", "token_embedding.weight", "embed_in.weight", "shared.weight",
                              "lm_head.weight", "output.weight"});
}

TableChoice chooseTable(const std::vector<TableEntry>& entries, const LoadOptions& options, const std::string& source,
                        std::vector<std::string>* notes)
{
    const auto note = [notes](const std::string& text) {
        if (notes)
            notes->push_back(text);
    };
    const TableEntry* chosen = nullptr;
    if (!options.tensor.empty()) {
        for (const TableEntry& e : entries)
            if (e.name == options.tensor)
                chosen = &e;
        if (!chosen) {
            Problem p = problemOf(ProblemCode::NoSuchTensor);
            p.name = options.tensor;
            p.text = listTables(entries);
            throw LoadError(source, p);
        }
    } else if (entries.size() == 1 && entries.front().name.empty()) {
        chosen = &entries.front(); // a .npy: the file is the table
    } else {
        std::vector<const TableEntry*> candidates;
        for (const TableEntry& e : entries)
            if (isPositionTableName(e.name) && isTable(e))
                candidates.push_back(&e);
        if (candidates.size() > 1) {
            std::string list;
            for (const TableEntry* e : candidates)
                list += (list.empty() ? "" : ", ") + describe(*e);
            Problem p = problemOf(ProblemCode::SeveralTables);
            p.text = list;
            throw LoadError(source, p);
        }
        if (candidates.size() == 1) {
            chosen = candidates.front();
        } else {
            std::vector<const TableEntry*> tables;
            for (const TableEntry& e : entries)
                if (isTable(e))
                    tables.push_back(&e);
            // A file of one table under a name of the user's (np.savez(table=...)) is that table;
            // a vocabulary is not a position table however alone it is.
            if (tables.size() == 1 && !isVocabularyName(tables.front()->name)) {
                chosen = tables.front();
                note(chosen->name + ": the only 2-D tensor, taken as the position table");
            } else {
                Problem p = problemOf(ProblemCode::NoPositionTable,
                                      "found no position table (a tensor named like wpe.weight, "
                                      "position_embeddings.weight, embed_positions.weight, position_embd.weight or "
                                      "pos_embed); 2-D tensors: " +
                                          listTables(entries) + "; choose one with --tensor");
                p.text = listTables(entries);
                throw LoadError(source, p);
            }
        }
    }

    const std::string name = chosen->name.empty() ? std::string("the array") : "tensor '" + chosen->name + "'";
    if (!chosen->type) {
        Problem p = problemOf(ProblemCode::UnsupportedDtype,
                              name + " is " + chosen->dtype + ", which pe-explorer does not read (" + kTypesRead +
                                  (chosen->dtype.rfind("Q", 0) == 0 || chosen->dtype.rfind("IQ", 0) == 0 ||
                                           chosen->dtype.rfind("TQ", 0) == 0
                                       ? "; a quantized table must be dequantized first)"
                                       : ")"));
        p.name = chosen->name;
        p.text = chosen->dtype;
        throw LoadError(source, p);
    }
    const std::vector<std::uint64_t> shape = squeezed(chosen->shape);
    if (shape.size() != 2) {
        Problem p = problemOf(ProblemCode::NotTwoDimensional);
        p.name = chosen->name;
        p.text = shapeText(chosen->shape);
        p.value = static_cast<double>(chosen->shape.size());
        throw LoadError(source, p);
    }
    if (shape.size() != chosen->shape.size())
        note(name + " " + shapeText(chosen->shape) + " squeezed to " + shapeText(shape));

    TableChoice choice;
    choice.index = static_cast<std::size_t>(chosen - entries.data());
    choice.rows = options.transpose ? shape[1] : shape[0];
    choice.cols = options.transpose ? shape[0] : shape[1];
    checkShape(choice.rows, choice.cols, source);
    if (options.transpose)
        note(name + " read transposed: " + std::to_string(choice.rows) + " positions x " + std::to_string(choice.cols) +
             " dimensions");
    // OPTLearnedPositionalEmbedding and BartLearnedPositionalEmbedding keep 2 rows before
    // position 0 (offset = 2 in transformers): 2050 rows for 2048 positions. Whisper's
    // embed_positions (448, 1500 rows) has no offset; the row count tells them apart.
    if (endsWithComponent(chosen->name, "embed_positions.weight") && choice.rows > 2 && (choice.rows - 2) % 64 == 0) {
        choice.skipRows = 2;
        note(name + ": its first 2 rows are the offset OPT and BART keep before position 0; dropped, " +
             std::to_string(choice.rows - 2) + " positions remain");
    }
    // nn.Embedding stores [positions, dim]: a table found by its name is the right way round
    // even when wider than long (BERT's 512 x 768); a table of unknown origin may not be.
    if (!options.transpose && choice.cols > choice.rows && !isPositionTableName(chosen->name))
        note(name + " has more columns (" + std::to_string(choice.cols) + ") than rows (" +
             std::to_string(choice.rows) +
             "): if it is stored dimensions x positions, it may be transposed; "
             "load it with --transpose");
    return choice;
}

EmbeddingMatrix loadChoice(const TableSource& tables, const TableChoice& choice, const LoadOptions& options,
                           const std::string& source)
{
    const TableEntry& e = tables.entries().at(choice.index);
    const auto bytes = tables.read(choice.index);
    RawArray raw;
    raw.type = *e.type;
    raw.bigEndian = e.bigEndian;
    // A C-order [d, N] read as [N, d] is the same bytes in Fortran order.
    raw.fortranOrder = options.transpose ? !e.fortranOrder : e.fortranOrder;
    raw.rows = choice.rows;
    raw.cols = choice.cols;
    std::uint64_t needed = 0;
    if (!checkedMul(raw.rows, raw.cols, needed) || !checkedMul(needed, scalarSize(raw.type), needed) ||
        needed != bytes->size()) {
        Problem p =
            problemOf(ProblemCode::SizeMismatch, "tensor '" + e.name + "': " + std::to_string(bytes->size()) +
                                                     " data bytes do not match its shape " + shapeText(e.shape));
        p.name = e.name;
        throw LoadError(source, p);
    }
    raw.data = bytes->data();
    EmbeddingMatrix m = materialize(raw, bytes, source);
    if (choice.skipRows > 0) {
        const long rows = m.rows() - static_cast<long>(choice.skipRows);
        const std::size_t from = choice.skipRows * static_cast<std::size_t>(m.cols());
        const std::size_t count = static_cast<std::size_t>(rows) * static_cast<std::size_t>(m.cols());
        if (m.floatData())
            m = EmbeddingMatrix::fromFloats(
                rows, m.cols(), std::vector<float>(m.floatData() + from, m.floatData() + from + count), raw.type);
        else
            m = EmbeddingMatrix::fromDoubles(rows, m.cols(),
                                             std::vector<double>(m.doubleData() + from, m.doubleData() + from + count));
    }
    m.setOrigin(source, e.name);
    return m;
}

EmbeddingMatrix loadTable(const TableSource& tables, const LoadOptions& options, const std::string& source,
                          std::vector<std::string>* notes)
{
    const TableChoice choice = chooseTable(tables.entries(), options, source, notes);
    return loadChoice(tables, choice, options, source);
}

} // namespace pe::core::io::detail
