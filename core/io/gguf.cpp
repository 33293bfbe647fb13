#include "core/io/gguf.h"

#include "core/io/detail.h"
#include "core/io/filereader.h"
#include "core/io/loaderror.h"
#include "core/io/tables.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

// The layout follows llama.cpp's reader, gguf_init_from_file_impl in ggml/src/gguf.cpp (and
// ggml/include/gguf.h): magic "GGUF", u32 version, i64 tensor count, i64 key/value count, the
// key/value pairs, the tensor infos (name, u32 n_dims <= 4, i64 ne[n_dims], i32 type, u64
// offset), padding to general.alignment, then the data. Types and block sizes are those of
// gguf-py/gguf/constants.py (GGMLQuantizationType, GGML_QUANT_SIZES).

namespace pe::core::io {

namespace {

struct GgmlType {
    const char* name; ///< nullptr: an id llama.cpp no longer reads
    std::uint32_t block;
    std::uint32_t bytes; ///< per block
};

constexpr std::uint32_t QK = 256; // QK_K
const GgmlType kTypes[] = {
    {"F32", 1, 4},
    {"F16", 1, 2},
    {"Q4_0", 32, 2 + 16},
    {"Q4_1", 32, 2 + 2 + 16},
    {nullptr, 0, 0},
    {nullptr, 0, 0}, // Q4_2, Q4_3: removed
    {"Q5_0", 32, 2 + 4 + 16},
    {"Q5_1", 32, 2 + 2 + 4 + 16},
    {"Q8_0", 32, 2 + 32},
    {"Q8_1", 32, 4 + 4 + 32},
    {"Q2_K", QK, 2 + 2 + QK / 16 + QK / 4},
    {"Q3_K", QK, 2 + QK / 4 + QK / 8 + 12},
    {"Q4_K", QK, 2 + 2 + QK / 2 + 12},
    {"Q5_K", QK, 2 + 2 + QK / 2 + QK / 8 + 12},
    {"Q6_K", QK, 2 + QK / 2 + QK / 4 + QK / 16},
    {"Q8_K", QK, 4 + QK + QK / 8},
    {"IQ2_XXS", QK, 2 + QK / 4},
    {"IQ2_XS", QK, 2 + QK / 4 + QK / 32},
    {"IQ3_XXS", QK, 2 + QK / 4 + QK / 8},
    {"IQ1_S", QK, 2 + QK / 8 + QK / 16},
    {"IQ4_NL", 32, 2 + 16},
    {"IQ3_S", QK, 2 + QK / 4 + QK / 8 + QK / 32 + 4},
    {"IQ2_S", QK, 2 + QK / 4 + QK / 16},
    {"IQ4_XS", QK, 2 + 2 + QK / 2 + QK / 64},
    {"I8", 1, 1},
    {"I16", 1, 2},
    {"I32", 1, 4},
    {"I64", 1, 8},
    {"F64", 1, 8},
    {"IQ1_M", QK, QK / 8 + QK / 16 + QK / 32},
    {"BF16", 1, 2},
    {nullptr, 0, 0},
    {nullptr, 0, 0},
    {nullptr, 0, 0}, // Q4_0_4_4, Q4_0_4_8, Q4_0_8_8: removed
    {"TQ1_0", QK, 2 + 4 * 13},
    {"TQ2_0", QK, 2 + 64},
};

enum ValueType : std::uint32_t { U8, I8, U16, I16, U32, I32, F32, Bool, String, Array, U64, I64, F64, TypeCount };

constexpr std::uint64_t kMaxNameLength = 64; // GGML_MAX_NAME, terminating zero included
constexpr std::uint32_t kMaxDims = 4;        // GGML_MAX_DIMS
constexpr std::uint64_t kChunk = 1 << 20;
constexpr std::uint64_t kMaxKeptItems = 1 << 22;

/// Reads the header front to back, from memory or from the file in 1 MiB pieces (the data is
/// never read here).
class Cursor {
public:
    Cursor(const std::uint8_t* data, std::uint64_t size, const std::string& source)
        : m_source(source)
        , m_data(data)
        , m_total(size)
    {
    }
    explicit Cursor(const FileReader& file)
        : m_source(file.path())
        , m_file(&file)
        , m_total(file.size())
    {
    }

    std::uint64_t pos() const { return m_pos; }
    std::uint64_t total() const { return m_total; }
    std::uint64_t remaining() const { return m_total - m_pos; }
    const std::string& source() const { return m_source; }

    /// Throws `code` worded `what` at the current header offset; `name` and `text` as Problem's.
    [[noreturn]] void fail(const std::string& what, ProblemCode code = ProblemCode::MalformedHeader,
                           const std::string& name = {}, const std::string& text = {}) const
    {
        Problem p = problemOf(code, what + " (header offset " + std::to_string(m_pos) + ")");
        p.offset = static_cast<long long>(m_pos);
        p.name = name;
        p.text = text;
        throw LoadError(m_source, p);
    }

    void take(void* out, std::uint64_t n, const char* what)
    {
        if (n > remaining())
            fail(std::string("truncated header: the file ends inside ") + what, ProblemCode::TruncatedHeader);
        if (m_data) {
            std::memcpy(out, m_data + m_pos, static_cast<std::size_t>(n));
        } else if (n >= kChunk) {
            m_file->read(m_pos, n, out);
        } else {
            if (m_pos < m_windowStart || m_pos + n > m_windowStart + m_window.size()) {
                m_windowStart = m_pos;
                m_window.resize(static_cast<std::size_t>(std::min(kChunk, remaining())));
                m_file->read(m_pos, m_window.size(), m_window.data());
            }
            std::memcpy(out, m_window.data() + (m_pos - m_windowStart), static_cast<std::size_t>(n));
        }
        m_pos += n;
    }
    void skip(std::uint64_t n, const char* what)
    {
        if (n > remaining())
            fail(std::string("truncated header: the file ends inside ") + what, ProblemCode::TruncatedHeader);
        m_pos += n;
    }

    template <typename T> T get(const char* what)
    {
        std::uint8_t bytes[sizeof(T)];
        take(bytes, sizeof(T), what);
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < sizeof(T); ++i)
            v |= static_cast<std::uint64_t>(bytes[i]) << (8 * i);
        T out;
        if constexpr (sizeof(T) == 8) {
            std::memcpy(&out, &v, 8);
        } else {
            const auto narrow =
                static_cast<std::conditional_t<sizeof(T) == 4, std::uint32_t,
                                               std::conditional_t<sizeof(T) == 2, std::uint16_t, std::uint8_t>>>(v);
            std::memcpy(&out, &narrow, sizeof(T));
        }
        return out;
    }

    std::string string(const char* what)
    {
        const auto length = get<std::uint64_t>(what);
        if (length > remaining())
            fail(std::string("truncated header: the file ends inside ") + what, ProblemCode::TruncatedHeader);
        std::string s(static_cast<std::size_t>(length), '\0');
        take(s.data(), length, what);
        return s;
    }

private:
    std::string m_source;
    const std::uint8_t* m_data = nullptr;
    const FileReader* m_file = nullptr;
    std::uint64_t m_total = 0;
    std::uint64_t m_pos = 0;
    std::vector<std::uint8_t> m_window;
    std::uint64_t m_windowStart = 0;
};

std::uint64_t valueSize(std::uint32_t type)
{
    static const std::uint64_t sizes[] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8};
    return type < TypeCount ? sizes[type] : 0;
}

/// One number of type T, kept in the field of its kind (unsigned, signed or float).
template <typename T> GgufValue readNumber(Cursor& in)
{
    GgufValue v;
    const T x = in.get<T>("a value");
    if constexpr (std::is_floating_point_v<T>) {
        v.kind = GgufValue::Kind::Float;
        v.f = x;
    } else if constexpr (std::is_signed_v<T>) {
        v.kind = GgufValue::Kind::Signed;
        v.i = x;
    } else {
        v.kind = GgufValue::Kind::Unsigned;
        v.u = x;
    }
    return v;
}

GgufValue readScalar(Cursor& in, std::uint32_t type, const std::string& key)
{
    GgufValue v;
    switch (type) {
    case U8:
        return readNumber<std::uint8_t>(in);
    case U16:
        return readNumber<std::uint16_t>(in);
    case U32:
        return readNumber<std::uint32_t>(in);
    case U64:
        return readNumber<std::uint64_t>(in);
    case I8:
        return readNumber<std::int8_t>(in);
    case I16:
        return readNumber<std::int16_t>(in);
    case I32:
        return readNumber<std::int32_t>(in);
    case I64:
        return readNumber<std::int64_t>(in);
    case F32:
        return readNumber<float>(in);
    case F64:
        return readNumber<double>(in);
    case Bool:
        v.kind = GgufValue::Kind::Bool;
        v.b = in.get<std::uint8_t>("a value") != 0;
        break;
    case String:
        v.kind = GgufValue::Kind::String;
        v.s = in.string("a string value");
        break;
    default:
        in.fail("key '" + key + "' has an unknown value type " + std::to_string(type));
    }
    return v;
}

/// An array's items are kept when @p keep (vocabularies are large: the table loader skips them).
GgufValue readValue(Cursor& in, std::uint32_t type, const std::string& key, bool keep, int depth)
{
    if (type != Array)
        return readScalar(in, type, key);
    if (depth > 8)
        in.fail("key '" + key + "' nests arrays too deep");
    GgufValue v;
    v.kind = GgufValue::Kind::Array;
    const auto itemType = in.get<std::uint32_t>("an array type");
    const auto count = in.get<std::uint64_t>("an array length");
    if (itemType >= TypeCount)
        in.fail("key '" + key + "' is an array of an unknown type " + std::to_string(itemType));
    // Every item takes a byte at least (a string its 8-byte length): a count the rest of the
    // file cannot hold is a lie, caught before anything is allocated.
    const std::uint64_t least = itemType == String ? 8 : itemType == Array ? 12 : valueSize(itemType);
    if (count > in.remaining() / least)
        in.fail("key '" + key + "' claims " + std::to_string(count) + " items, more than the file holds",
                ProblemCode::SizeMismatch, key);
    v.u = count;
    // Vocabularies hold up to a few 100 000 items; an array far beyond keeps its count only, so
    // that a hostile header cannot make the items (about 100 bytes each) exhaust memory.
    keep = keep && count <= kMaxKeptItems;
    const bool fixed = valueSize(itemType) > 0;
    if (!keep && fixed) {
        in.skip(count * valueSize(itemType), "an array");
        return v;
    }
    if (keep && itemType != Array)
        v.items.reserve(static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) {
        if (itemType == Array) {
            GgufValue inner = readValue(in, Array, key, false, depth + 1);
            inner.items.clear(); // arrays of arrays: their element count only
            if (keep)
                v.items.push_back(std::move(inner));
        } else if (!keep) {
            in.skip(in.get<std::uint64_t>("a string length"), "a string value");
        } else {
            v.items.push_back(readScalar(in, itemType, key));
        }
    }
    return v;
}

GgufHeader parse(Cursor& in, bool keepArrays)
{
    char magic[4];
    in.take(magic, 4, "the magic");
    if (std::memcmp(magic, "GGUF", 4) != 0)
        in.fail("wrong magic: not a GGUF file", ProblemCode::WrongMagic, "GGUF");
    GgufHeader h;
    h.version = in.get<std::uint32_t>("the version");
    if (h.version == 0x02000000u || h.version == 0x03000000u)
        in.fail("a big-endian GGUF file, which pe-explorer does not read", ProblemCode::UnsupportedVersion, "GGUF",
                std::to_string(h.version == 0x02000000u ? 2 : 3) + " (big-endian)");
    if (h.version == 1)
        in.fail("GGUF version 1, which llama.cpp no longer reads either (versions 2 and 3 are read)",
                ProblemCode::UnsupportedVersion, "GGUF", "1");
    if (h.version != 2 && h.version != 3)
        in.fail("unsupported GGUF version " + std::to_string(h.version) + " (versions 2 and 3 are read)",
                ProblemCode::UnsupportedVersion, "GGUF", std::to_string(h.version));
    const auto tensorCount = in.get<std::uint64_t>("the tensor count");
    const auto keyCount = in.get<std::uint64_t>("the key/value count");
    // The least a tensor info takes is 24 bytes, a key/value pair 13.
    if (tensorCount > in.remaining() / 24 || keyCount > in.remaining() / 13)
        in.fail("the header claims " + std::to_string(tensorCount) + " tensors and " + std::to_string(keyCount) +
                    " keys, more than the file holds",
                ProblemCode::SizeMismatch);

    for (std::uint64_t k = 0; k < keyCount; ++k) {
        std::string key = in.string("a key");
        const auto type = in.get<std::uint32_t>("a value type");
        GgufValue value = readValue(in, type, key, keepArrays, 0);
        if (!h.metadata.emplace(key, std::move(value)).second)
            in.fail("duplicate key '" + key + "'");
    }
    std::uint64_t alignment = 32; // GGUF_DEFAULT_ALIGNMENT
    if (const auto it = h.metadata.find("general.alignment"); it != h.metadata.end()) {
        // gguf_get_val_u32: the key must be a u32, a power of 2.
        if (it->second.kind != GgufValue::Kind::Unsigned || it->second.u == 0 || it->second.u > 0xffffffffu ||
            (it->second.u & (it->second.u - 1)) != 0)
            in.fail("general.alignment is not a power of 2");
        alignment = it->second.u;
    }

    for (std::uint64_t t = 0; t < tensorCount; ++t) {
        GgufTensor info;
        info.name = in.string("a tensor name");
        if (info.name.size() >= kMaxNameLength)
            in.fail("tensor name '" + info.name.substr(0, 64) + "...' is longer than 63 bytes");
        for (const GgufTensor& other : h.tensors)
            if (other.name == info.name)
                in.fail("duplicate tensor name '" + info.name + "'");
        const auto dims = in.get<std::uint32_t>("a tensor's dimension count");
        if (dims > kMaxDims)
            in.fail("tensor '" + info.name + "' has " + std::to_string(dims) + " dimensions (at most 4)");
        std::uint64_t elements = 1;
        for (std::uint32_t d = 0; d < dims; ++d) {
            const auto ne = in.get<std::uint64_t>("a tensor's shape");
            if (ne > static_cast<std::uint64_t>(INT64_MAX) || !detail::checkedMul(elements, ne, elements) ||
                elements > static_cast<std::uint64_t>(INT64_MAX))
                in.fail("tensor '" + info.name + "' has too many elements");
            info.shape.push_back(ne);
        }
        info.type = in.get<std::uint32_t>("a tensor's type");
        if (info.type >= std::size(kTypes) || !kTypes[info.type].name)
            in.fail("tensor '" + info.name + "' has an unknown ggml type " + std::to_string(info.type),
                    ProblemCode::UnsupportedDtype, info.name, std::to_string(info.type));
        const GgmlType& type = kTypes[info.type];
        info.typeName = type.name;
        const std::uint64_t rowLength = info.shape.empty() ? 1 : info.shape[0];
        if (rowLength % type.block != 0)
            in.fail("tensor '" + info.name + "' of type " + info.typeName + " has rows of " +
                    std::to_string(rowLength) + " values, not a multiple of its block size " +
                    std::to_string(type.block));
        info.offset = in.get<std::uint64_t>("a tensor's offset");
        h.tensors.push_back(std::move(info));
    }

    const auto pad = [alignment](std::uint64_t x) { return x + (alignment - x % alignment) % alignment; };
    h.dataStart = pad(in.pos());
    // llama.cpp lays the tensors out in order, each padded to the alignment, and refuses any other
    // offset ("tensor '%s' has offset %" PRIu64 ", expected %zu").
    std::uint64_t expected = 0;
    for (const GgufTensor& t : h.tensors) {
        if (t.offset != expected)
            in.fail("tensor '" + t.name + "' has offset " + std::to_string(t.offset) + ", expected " +
                        std::to_string(expected),
                    ProblemCode::SizeMismatch, t.name);
        std::uint64_t bytes = kTypes[t.type].bytes;
        std::uint64_t elements = 1;
        for (std::uint64_t ne : t.shape)
            elements *= ne; // checked above
        if (!detail::checkedMul(elements / kTypes[t.type].block, bytes, bytes) || bytes > in.total() ||
            h.dataStart + t.offset > in.total() - bytes) {
            Problem p = problemOf(ProblemCode::SizeMismatch,
                                  "tensor '" + t.name + "' " + detail::shapeText(t.shape) + " " + t.typeName +
                                      " lies beyond the end of the file (" + std::to_string(in.total()) + " bytes)");
            p.name = t.name;
            throw LoadError(in.source(), p);
        }
        expected = pad(t.offset + bytes);
    }
    return h;
}

class GgufTables : public detail::TableSource {
public:
    GgufTables(const std::string& path)
        : m_file(path)
    {
        Cursor in(m_file);
        m_header = parse(in, false);
        for (const GgufTensor& t : m_header.tensors) {
            detail::TableEntry e;
            e.name = t.name;
            e.shape.assign(t.shape.rbegin(), t.shape.rend()); // ne[0] varies fastest: NumPy's last axis
            e.dtype = t.typeName;
            if (t.type == 0)
                e.type = ScalarType::F32;
            else if (t.type == 1)
                e.type = ScalarType::F16;
            else if (t.type == 30)
                e.type = ScalarType::BF16;
            else if (t.type == 28)
                e.type = ScalarType::F64;
            m_entries.push_back(std::move(e));
        }
    }

    std::shared_ptr<std::vector<std::uint8_t>> read(std::size_t i) const override
    {
        const GgufTensor& t = m_header.tensors.at(i);
        std::uint64_t bytes = detail::scalarSize(*m_entries.at(i).type);
        for (std::uint64_t ne : t.shape)
            bytes *= ne; // inside the file: checked by parse
        return m_file.read(m_header.dataStart + t.offset, bytes);
    }

private:
    FileReader m_file;
    GgufHeader m_header;
};

} // namespace

GgufHeader readGgufHeader(const std::string& path)
{
    const FileReader file(path);
    Cursor in(file);
    return parse(in, true);
}

GgufHeader parseGgufHeader(const void* data, std::size_t size, const std::string& source)
{
    if (size == 0)
        throw LoadError(source, problemOf(ProblemCode::EmptyFile));
    Cursor in(static_cast<const std::uint8_t*>(data), size, source);
    return parse(in, true);
}

EmbeddingMatrix loadGgufTensor(const std::string& path, const std::string& name)
{
    const GgufTables tables(path);
    LoadOptions options;
    options.tensor = name.empty() ? std::string("position_embd.weight") : name;
    return detail::loadTable(tables, options, path, nullptr);
}

namespace detail {

std::unique_ptr<TableSource> ggufTables(const std::string& path)
{
    return std::make_unique<GgufTables>(path);
}

} // namespace detail

} // namespace pe::core::io
