// Internal: part of core/io/tables.h (no header of its own).
// .npz archives (numpy.savez: stored; numpy.savez_compressed: deflated): a zip of .npy members,
// read with libzip. Listing reads each member's .npy header only (the first bytes of its stream);
// loading decompresses the chosen member alone.

#include "core/io/detail.h"
#include "core/io/loaderror.h"
#include "core/io/npy.h"
#include "core/io/tables.h"

#include <zip.h>

#include <algorithm>

namespace pe::core::io::detail {

namespace {

struct ZipCloser {
    void operator()(zip_t* z) const { zip_discard(z); }
};
struct ZipFileCloser {
    void operator()(zip_file_t* f) const { zip_fclose(f); }
};

class NpzTables : public TableSource {
public:
    /// Opens @p path, or with @p bytes the archive held in them.
    NpzTables(const std::string& source, std::shared_ptr<const std::vector<std::uint8_t>> bytes)
        : m_source(source)
        , m_bytes(std::move(bytes))
    {
        zip_error_t error;
        zip_error_init(&error);
        zip_t* z = nullptr;
        if (m_bytes) {
            zip_source_t* src = zip_source_buffer_create(m_bytes->data(), m_bytes->size(), 0, &error);
            if (src) {
                z = zip_open_from_source(src, ZIP_RDONLY, &error);
                if (!z)
                    zip_source_free(src);
            }
        } else {
            int code = 0;
            z = zip_open(source.c_str(), ZIP_RDONLY, &code);
            if (!z)
                zip_error_init_with_code(&error, code);
        }
        if (!z) {
            const std::string why = zip_error_strerror(&error);
            zip_error_fini(&error);
            throw LoadError(source,
                            problemOf(ProblemCode::ArchiveUnreadable, "not a readable .npz (zip) archive: " + why));
        }
        zip_error_fini(&error);
        m_zip.reset(z);

        const zip_int64_t count = zip_get_num_entries(z, 0);
        for (zip_int64_t i = 0; i < count; ++i) {
            zip_stat_t st;
            zip_stat_init(&st);
            if (zip_stat_index(z, static_cast<zip_uint64_t>(i), 0, &st) != 0 || !(st.valid & ZIP_STAT_NAME) ||
                !(st.valid & ZIP_STAT_SIZE))
                fail(problemOf(ProblemCode::ArchiveUnreadable, "cannot read the directory entry " + std::to_string(i)));
            std::string name = st.name;
            if (name.size() < 4 || name.compare(name.size() - 4, 4, ".npy") != 0)
                continue; // numpy writes only .npy members; anything else is not an array
            Member m;
            m.index = static_cast<zip_uint64_t>(i);
            m.size = st.size;
            m.header = readHeader(m.index, name, st.size);
            m_entries.push_back(npyEntry(name.substr(0, name.size() - 4), m.header));
            m_members.push_back(std::move(m));
        }
        if (m_entries.empty())
            fail(problemOf(ProblemCode::NoNpyMember));
    }

    std::shared_ptr<std::vector<std::uint8_t>> read(std::size_t i) const override
    {
        const Member& m = m_members.at(i);
        const std::string name = m_entries.at(i).name + ".npy";
        const auto file = open(m.index, name);
        std::vector<std::uint8_t> header(static_cast<std::size_t>(m.header.dataOffset));
        take(file.get(), header.data(), header.size(), name);
        auto data = std::make_shared<std::vector<std::uint8_t>>(static_cast<std::size_t>(m.header.dataBytes));
        take(file.get(), data->data(), data->size(), name);
        // Reading to the end makes libzip check the member's CRC.
        std::uint8_t extra = 0;
        const zip_int64_t n = zip_fread(file.get(), &extra, 1);
        if (n != 0)
            fail(inMember(name, n < 0 ? problemOf(ProblemCode::ArchiveUnreadable, zip_file_strerror(file.get()))
                                      : problemOf(ProblemCode::SizeMismatch, "more data than its header says")));
        return data;
    }

private:
    struct Member {
        zip_uint64_t index = 0;
        std::uint64_t size = 0;
        NpyHeader header;
    };

    [[noreturn]] void fail(const Problem& problem) const { throw LoadError(m_source, problem); }

    static Problem inMember(const std::string& name, Problem problem)
    {
        problem.member = name;
        if (!problem.wording.empty())
            problem.wording = "member '" + name + "': " + problem.wording;
        return problem;
    }

    std::unique_ptr<zip_file_t, ZipFileCloser> open(zip_uint64_t index, const std::string& name) const
    {
        zip_file_t* f = zip_fopen_index(m_zip.get(), index, 0);
        if (!f)
            fail(inMember(name, problemOf(ProblemCode::ArchiveUnreadable, zip_strerror(m_zip.get()))));
        return std::unique_ptr<zip_file_t, ZipFileCloser>(f);
    }

    void take(zip_file_t* f, std::uint8_t* out, std::size_t n, const std::string& name) const
    {
        std::size_t done = 0;
        while (done < n) {
            const zip_int64_t got = zip_fread(f, out + done, n - done);
            if (got < 0)
                fail(inMember(name, problemOf(ProblemCode::ArchiveUnreadable, zip_file_strerror(f))));
            if (got == 0)
                fail(inMember(name, problemOf(ProblemCode::TruncatedData)));
            done += static_cast<std::size_t>(got);
        }
    }

    NpyHeader readHeader(zip_uint64_t index, const std::string& name, std::uint64_t size) const
    {
        const auto file = open(index, name);
        try {
            std::vector<std::uint8_t> bytes(static_cast<std::size_t>(std::min<std::uint64_t>(size, 12)));
            take(file.get(), bytes.data(), bytes.size(), name);
            const std::uint64_t end = npyHeaderEnd(bytes.data(), bytes.size(), name);
            if (end > size)
                fail(inMember(name, problemOf(ProblemCode::TruncatedHeader)));
            const std::size_t start = bytes.size();
            bytes.resize(static_cast<std::size_t>(end));
            take(file.get(), bytes.data() + start, bytes.size() - start, name);
            NpyHeader h = parseNpyHeader(bytes.data(), bytes.size(), name);
            if (!h.unsupported)
                checkNpyDataSize(h, size, name);
            return h;
        } catch (const LoadError& e) {
            if (e.source() == m_source)
                throw;
            fail(inMember(name, e.details()));
        }
    }

    std::string m_source;
    std::shared_ptr<const std::vector<std::uint8_t>> m_bytes;
    std::unique_ptr<zip_t, ZipCloser> m_zip;
    std::vector<Member> m_members;
};

} // namespace

std::unique_ptr<TableSource> npzTables(const std::string& path)
{
    return std::make_unique<NpzTables>(path, nullptr);
}

std::unique_ptr<TableSource> npzTables(const void* data, std::size_t size, const std::string& source)
{
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    return std::make_unique<NpzTables>(source, std::make_shared<const std::vector<std::uint8_t>>(bytes, bytes + size));
}

} // namespace pe::core::io::detail
