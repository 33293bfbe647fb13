#include "core/io/safetensors.h"

#include "core/io/detail.h"
#include "core/io/filereader.h"
#include "core/io/json.h"
#include "core/io/loaderror.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>

namespace pe::core::io {

namespace {

using Entry = SafetensorsTensor;

struct Header {
    std::vector<Entry> entries;  ///< sorted by name
    std::uint64_t dataStart = 0; ///< 8 + the header length
    std::uint64_t dataSize = 0;
};

/// Storage size of every dtype the format defines (0 for names it does not know).
std::size_t dtypeSize(const std::string& dtype)
{
    static const std::pair<const char*, std::size_t> sizes[] = {
        {"BOOL", 1}, {"U8", 1},  {"I8", 1},  {"F8_E5M2", 1}, {"F8_E4M3", 1}, {"I16", 2}, {"U16", 2}, {"F16", 2},
        {"BF16", 2}, {"I32", 4}, {"U32", 4}, {"F32", 4},     {"I64", 8},     {"U64", 8}, {"F64", 8}};
    for (const auto& [name, size] : sizes)
        if (dtype == name)
            return size;
    return 0;
}

std::uint64_t unsignedAt(const JsonValue& v, const std::string& what, const std::string& source)
{
    if (!v.isUnsigned())
        throw LoadError(source, problemOf(ProblemCode::MalformedHeader,
                                          "malformed header: " + what + " is not a non-negative integer"));
    return v.magnitude;
}

Entry parseEntry(const std::string& name, const JsonValue& v, const std::string& source)
{
    const std::string where = "tensor '" + name + "'";
    if (v.kind != JsonValue::Kind::Object)
        throw LoadError(source,
                        problemOf(ProblemCode::MalformedHeader, "malformed header: " + where + " is not an object"));
    Entry e;
    e.name = name;
    const JsonValue* dtype = nullptr;
    const JsonValue* shape = nullptr;
    const JsonValue* offsets = nullptr;
    for (const auto& [key, value] : v.members) {
        if (key == "dtype")
            dtype = &value;
        else if (key == "shape")
            shape = &value;
        else if (key == "data_offsets")
            offsets = &value;
        else
            throw LoadError(source, problemOf(ProblemCode::MalformedHeader,
                                              "malformed header: " + where + " has an unexpected key '" + key + "'"));
    }
    if (!dtype || dtype->kind != JsonValue::Kind::String)
        throw LoadError(source,
                        problemOf(ProblemCode::MalformedHeader, "malformed header: " + where + " has no dtype string"));
    if (!shape || shape->kind != JsonValue::Kind::Array)
        throw LoadError(source,
                        problemOf(ProblemCode::MalformedHeader, "malformed header: " + where + " has no shape array"));
    if (!offsets || offsets->kind != JsonValue::Kind::Array || offsets->items.size() != 2)
        throw LoadError(source, problemOf(ProblemCode::MalformedHeader,
                                          "malformed header: " + where + " has no data_offsets [begin, end]"));
    e.dtype = dtype->text;
    for (const JsonValue& d : shape->items)
        e.shape.push_back(unsignedAt(d, where + "'s shape", source));
    e.begin = unsignedAt(offsets->items[0], where + "'s data_offsets", source);
    e.end = unsignedAt(offsets->items[1], where + "'s data_offsets", source);
    return e;
}

/// Parses and validates the whole header: offsets inside the data, sizes = shape x dtype, no
/// two tensors overlapping.
/// [bytes, bytes + size) holds at least the length and the header; the file is @p total bytes.
Header parseHeader(const std::uint8_t* bytes, std::size_t size, std::uint64_t total, const std::string& source)
{
    if (size == 0)
        throw LoadError(source, problemOf(ProblemCode::EmptyFile));
    if (size < 8)
        throw LoadError(source, truncatedHeader(8, size));
    const std::uint64_t headerLength = detail::readLe64(bytes);
    if (headerLength > detail::maxHeaderBytes) {
        Problem p = problemOf(ProblemCode::HeaderTooLarge);
        p.value = static_cast<double>(headerLength);
        throw LoadError(source, p);
    }
    if (headerLength > total - 8)
        throw LoadError(source, truncatedHeader(headerLength, total - 8));
    if (headerLength > size - 8)
        throw LoadError(source, truncatedHeader(headerLength, size - 8));
    const std::string_view text(reinterpret_cast<const char*>(bytes + 8), static_cast<std::size_t>(headerLength));
    // The format has no magic: a JSON object right after the length is the signature.
    if (headerLength == 0 || text[0] != '{')
        throw LoadError(source, formatProblem(ProblemCode::WrongMagic, ".safetensors"));
    JsonValue root;
    try {
        root = parseJson(text);
    } catch (const JsonError& e) {
        throw LoadError(source, jsonProblem(e, text));
    }

    Header h;
    h.dataStart = 8 + headerLength;
    h.dataSize = total - 8 - headerLength;
    for (const auto& [name, value] : root.members) {
        if (name == "__metadata__") {
            if (value.kind != JsonValue::Kind::Object)
                throw LoadError(
                    source, problemOf(ProblemCode::MalformedHeader, "malformed header: __metadata__ is not an object"));
            continue;
        }
        h.entries.push_back(parseEntry(name, value, source));
    }

    for (const Entry& e : h.entries) {
        const std::string where = "tensor '" + e.name + "'";
        if (e.begin > e.end)
            throw LoadError(source, problemOf(ProblemCode::SizeMismatch,
                                              "the header lies about offsets: " + where + " begins at " +
                                                  std::to_string(e.begin) + " after its end " + std::to_string(e.end)));
        if (e.end > h.dataSize)
            throw LoadError(source,
                            problemOf(ProblemCode::SizeMismatch,
                                      "the header lies about offsets: " + where + " ends at " + std::to_string(e.end) +
                                          ", out of file (the data holds " + std::to_string(h.dataSize) + " bytes)"));
        const std::size_t scalar = dtypeSize(e.dtype);
        if (scalar == 0)
            continue; // an unknown dtype: nothing to check its size against
        std::uint64_t bytesNeeded = scalar;
        for (std::uint64_t d : e.shape)
            if (!detail::checkedMul(bytesNeeded, d, bytesNeeded))
                throw LoadError(
                    source, problemOf(ProblemCode::SizeMismatch, "the header lies about sizes: " + where + "'s shape " +
                                                                     detail::shapeText(e.shape) + " overflows"));
        if (bytesNeeded != e.end - e.begin)
            throw LoadError(source, problemOf(ProblemCode::SizeMismatch,
                                              "the header lies about sizes: " + where + " has " +
                                                  std::to_string(e.end - e.begin) + " data bytes != shape " +
                                                  detail::shapeText(e.shape) + " x " + std::to_string(scalar) +
                                                  " bytes = " + std::to_string(bytesNeeded)));
    }

    std::vector<const Entry*> byOffset;
    for (const Entry& e : h.entries)
        if (e.begin < e.end)
            byOffset.push_back(&e);
    std::sort(byOffset.begin(), byOffset.end(), [](const Entry* a, const Entry* b) { return a->begin < b->begin; });
    for (std::size_t i = 1; i < byOffset.size(); ++i)
        if (byOffset[i]->begin < byOffset[i - 1]->end)
            throw LoadError(source, problemOf(ProblemCode::SizeMismatch, "the header lies about offsets: tensors '" +
                                                                             byOffset[i - 1]->name + "' and '" +
                                                                             byOffset[i]->name + "' overlap"));

    std::sort(h.entries.begin(), h.entries.end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
    return h;
}

bool isMatrix(const Entry& e)
{
    return e.shape.size() == 2 && parseScalarType(e.dtype).has_value();
}

std::string describeEntries(const std::vector<Entry>& entries, bool matricesOnly)
{
    std::string s;
    for (const Entry& e : entries) {
        if (matricesOnly && !isMatrix(e))
            continue;
        if (!s.empty())
            s += ", ";
        s += e.name + " " + detail::shapeText(e.shape);
        if (!matricesOnly)
            s += " " + e.dtype;
    }
    return s;
}

/// The tensor named @p tensor, or the only 2-D one. Throws LoadError listing the choices.
const Entry* chooseEntry(const std::vector<Entry>& entries, const std::string& tensor, const std::string& source)
{
    const Entry* chosen = nullptr;
    if (!tensor.empty()) {
        for (const Entry& e : entries)
            if (e.name == tensor)
                chosen = &e;
        if (!chosen) {
            const std::string matrices = describeEntries(entries, true);
            Problem p = problemOf(ProblemCode::NoSuchTensor);
            p.name = tensor;
            p.text = matrices.empty() ? "-" : matrices;
            throw LoadError(source, p);
        }
        if (chosen->shape.size() != 2) {
            Problem p = problemOf(ProblemCode::NotTwoDimensional);
            p.name = tensor;
            p.text = detail::shapeText(chosen->shape);
            p.value = static_cast<double>(chosen->shape.size());
            throw LoadError(source, p);
        }
        if (!parseScalarType(chosen->dtype)) {
            Problem p =
                problemOf(ProblemCode::UnsupportedDtype, "unsupported dtype '" + chosen->dtype + "' of tensor '" +
                                                             tensor + "' (F16, BF16, F32 and F64 are supported)");
            p.name = tensor;
            p.text = chosen->dtype;
            throw LoadError(source, p);
        }
    } else {
        std::vector<const Entry*> matrices;
        for (const Entry& e : entries)
            if (isMatrix(e))
                matrices.push_back(&e);
        if (matrices.size() > 1) {
            Problem p = problemOf(ProblemCode::SeveralTables,
                                  std::to_string(matrices.size()) +
                                      " 2-D tensors, choose one: " + describeEntries(entries, true));
            p.text = describeEntries(entries, true);
            throw LoadError(source, p);
        }
        if (matrices.empty()) {
            Problem p = problemOf(ProblemCode::NoPositionTable,
                                  entries.empty() ? std::string("no tensors in the file")
                                                  : "no 2-D tensor of dtype F16, BF16, F32 or F64 (tensors: " +
                                                        describeEntries(entries, false) + ")");
            p.text = entries.empty() ? "-" : describeEntries(entries, false);
            throw LoadError(source, p);
        }
        chosen = matrices.front();
    }

    return chosen;
}

} // namespace

std::vector<TensorInfo> listSafetensorsMatrices(const void* data, std::size_t size, const std::string& source)
{
    const Header h = parseHeader(static_cast<const std::uint8_t*>(data), size, size, source);
    std::vector<TensorInfo> result;
    for (const Entry& e : h.entries) {
        if (!isMatrix(e))
            continue;
        // Sizes were validated against the data, so both dimensions fit in a long.
        result.push_back({e.name, static_cast<long>(e.shape[0]), static_cast<long>(e.shape[1]), e.dtype});
    }
    return result;
}

std::vector<TensorInfo> listSafetensorsMatricesFile(const std::string& path)
{
    std::vector<TensorInfo> result;
    for (const Entry& e : readSafetensorsHeader(FileReader(path)))
        if (isMatrix(e))
            result.push_back({e.name, static_cast<long>(e.shape[0]), static_cast<long>(e.shape[1]), e.dtype});
    return result;
}

std::vector<SafetensorsTensor> readSafetensorsHeader(const FileReader& file)
{
    std::uint8_t length[8] = {};
    file.read(0, std::min<std::uint64_t>(8, file.size()), length);
    if (file.size() < 8)
        throw LoadError(file.path(), truncatedHeader(8, file.size()));
    const std::uint64_t headerLength = detail::readLe64(length);
    // parseHeader names an oversized or truncated header before anything is read.
    const std::uint64_t readable =
        headerLength > detail::maxHeaderBytes || headerLength > file.size() - 8 ? 0 : headerLength;
    const auto bytes = file.read(0, 8 + readable);
    Header h = parseHeader(bytes->data(), bytes->size(), file.size(), file.path());
    for (Entry& e : h.entries) {
        e.begin += h.dataStart;
        e.end += h.dataStart;
    }
    return std::move(h.entries);
}

EmbeddingMatrix loadSafetensors(const void* data, std::size_t size, const std::string& source,
                                const std::string& tensor, std::shared_ptr<const void> owner)
{
    const Header h = parseHeader(static_cast<const std::uint8_t*>(data), size, size, source);
    const Entry* chosen = chooseEntry(h.entries, tensor, source);

    detail::RawArray raw;
    raw.type = *parseScalarType(chosen->dtype);
    raw.rows = chosen->shape[0];
    raw.cols = chosen->shape[1];
    raw.data = static_cast<const std::uint8_t*>(data) + h.dataStart + chosen->begin;
    EmbeddingMatrix m = detail::materialize(raw, owner, source);
    m.setOrigin(source, chosen->name);
    return m;
}

EmbeddingMatrix loadSafetensorsFile(const std::string& path, const std::string& tensor)
{
    // Only the header and the chosen tensor's bytes are read.
    const FileReader file(path);
    const std::vector<Entry> entries = readSafetensorsHeader(file);
    const Entry* chosen = chooseEntry(entries, tensor, path);
    detail::RawArray raw;
    raw.type = *parseScalarType(chosen->dtype);
    raw.rows = chosen->shape[0];
    raw.cols = chosen->shape[1];
    detail::checkShape(raw.rows, raw.cols, path);
    const auto bytes = file.read(chosen->begin, chosen->end - chosen->begin);
    raw.data = bytes->data();
    EmbeddingMatrix m = detail::materialize(raw, bytes, path);
    m.setOrigin(path, chosen->name);
    return m;
}

} // namespace pe::core::io
