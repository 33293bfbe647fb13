#include "core/io/filereader.h"

#include "core/io/loaderror.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pe::core::io {

FileReader::FileReader(const std::string& path)
    : m_path(path)
{
    m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (m_fd < 0)
        throw LoadError(path, systemProblem(ProblemCode::CannotOpen, errno));
    struct stat info {};
    if (::fstat(m_fd, &info) != 0) {
        const int error = errno;
        ::close(m_fd);
        throw LoadError(path, systemProblem(ProblemCode::CannotRead, error));
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(m_fd);
        throw LoadError(path, problemOf(ProblemCode::NotRegularFile));
    }
    if (info.st_size == 0) {
        ::close(m_fd);
        throw LoadError(path, problemOf(ProblemCode::EmptyFile));
    }
    m_size = static_cast<std::uint64_t>(info.st_size);
}

FileReader::~FileReader()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void FileReader::read(std::uint64_t offset, std::uint64_t length, void* out) const
{
    auto* bytes = static_cast<std::uint8_t*>(out);
    std::uint64_t done = 0;
    while (done < length) {
        // pread takes at most SSIZE_MAX; 1 GiB steps keep every platform happy.
        const std::size_t step = static_cast<std::size_t>(std::min<std::uint64_t>(length - done, 1ull << 30));
        const ssize_t n = ::pread(m_fd, bytes + done, step, static_cast<off_t>(offset + done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw LoadError(m_path, systemProblem(ProblemCode::CannotRead, errno));
        }
        if (n == 0) {
            Problem p = problemOf(ProblemCode::FileEndsEarly);
            p.offset = static_cast<long long>(offset + done);
            p.high = static_cast<double>(offset + length);
            throw LoadError(m_path, p);
        }
        done += static_cast<std::uint64_t>(n);
    }
}

std::shared_ptr<std::vector<std::uint8_t>> FileReader::read(std::uint64_t offset, std::uint64_t length) const
{
    if (length > m_size || offset > m_size - length) {
        Problem p = problemOf(ProblemCode::FileEndsEarly);
        p.offset = static_cast<long long>(m_size);
        p.high = static_cast<double>(offset) + static_cast<double>(length);
        throw LoadError(m_path, p);
    }
    auto buffer = std::make_shared<std::vector<std::uint8_t>>(static_cast<std::size_t>(length));
    read(offset, length, buffer->data());
    return buffer;
}

} // namespace pe::core::io
