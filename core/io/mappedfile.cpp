#include "mappedfile.h"

#include "loaderror.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pe::core::io {

namespace {

/// Owns one mapping.
struct Mapping {
    void* address = nullptr;
    std::size_t length = 0;
    ~Mapping()
    {
        if (address)
            ::munmap(address, length);
    }
};

/// Closes the descriptor on every path out of mapFile (the mapping does not need it).
struct Descriptor {
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

MappedFile mapFile(const std::string& path)
{
    Descriptor file;
    file.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (file.fd < 0)
        throw LoadError(path, std::string("cannot open: ") + std::strerror(errno));
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        throw LoadError(path, std::string("cannot stat: ") + std::strerror(errno));
    if (!S_ISREG(info.st_mode))
        throw LoadError(path, "not a regular file");
    if (info.st_size == 0)
        throw LoadError(path, "empty file");
    if (static_cast<unsigned long long>(info.st_size) > SIZE_MAX)
        throw LoadError(path, "file too large to map");

    auto mapping = std::make_shared<Mapping>();
    const std::size_t length = static_cast<std::size_t>(info.st_size);
    void* address = ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE, file.fd, 0);
    if (address == MAP_FAILED)
        throw LoadError(path, std::string("cannot map: ") + std::strerror(errno));
    mapping->address = address;
    mapping->length = length;
    // The loaders read every byte once, front to back.
    ::madvise(address, length, MADV_SEQUENTIAL);

    MappedFile result;
    result.data = static_cast<const std::uint8_t*>(address);
    result.size = length;
    result.owner = std::move(mapping);
    return result;
}

} // namespace pe::core::io
