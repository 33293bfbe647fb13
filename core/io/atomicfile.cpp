#include "core/io/atomicfile.h"

#include "core/io/cleanupsignals.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <limits.h>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

namespace pe::core::io {

namespace {

// ---- Paths ---------------------------------------------------------------------------------

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

mode_t currentUmask()
{
    // umask() can only be read by setting it, which races with other threads; Linux shows it
    // in /proc/self/status since 4.7.
    if (FILE* f = std::fopen("/proc/self/status", "re")) {
        char line[256];
        while (std::fgets(line, sizeof line, f)) {
            if (std::strncmp(line, "Umask:", 6) == 0) {
                std::fclose(f);
                return static_cast<mode_t>(std::strtoul(line + 6, nullptr, 8));
            }
        }
        std::fclose(f);
    }
    static std::mutex mutex;
    std::lock_guard<std::mutex> lock(mutex);
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
}

void syncDirectory(const std::string& directory)
{
    // Makes the rename itself durable; some file systems refuse fsync on a directory (EINVAL),
    // which changes nothing for atomicity.
    const int fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

std::string foldDots(const std::vector<std::string>& parts)
{
    std::vector<std::string> kept;
    for (const std::string& p : parts) {
        if (p.empty() || p == ".")
            continue;
        if (p == "..") {
            if (!kept.empty())
                kept.pop_back();
            continue;
        }
        kept.push_back(p);
    }
    std::string out;
    for (const std::string& p : kept)
        out += "/" + p;
    return out.empty() ? "/" : out;
}

// The absolute path with its longest existing prefix resolved by realpath and the rest folded.
std::string resolvedPath(const std::string& path)
{
    std::string absolute = path;
    if (absolute.empty() || absolute[0] != '/') {
        char cwd[PATH_MAX];
        if (::getcwd(cwd, sizeof cwd))
            absolute = std::string(cwd) + "/" + path;
    }
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= absolute.size()) {
        const std::size_t slash = absolute.find('/', start);
        const std::size_t end = slash == std::string::npos ? absolute.size() : slash;
        parts.push_back(absolute.substr(start, end - start));
        start = end + 1;
    }
    for (std::size_t n = parts.size(); n > 0; --n) {
        std::string prefix;
        for (std::size_t i = 0; i < n; ++i)
            prefix += parts[i] + "/";
        char real[PATH_MAX];
        if (!::realpath(prefix.c_str(), real))
            continue;
        std::vector<std::string> rest{real};
        rest.insert(rest.end(), parts.begin() + static_cast<long>(n), parts.end());
        std::vector<std::string> split;
        for (const std::string& r : rest) {
            std::size_t s = 0;
            while (s <= r.size()) {
                const std::size_t e = std::min(r.find('/', s), r.size());
                split.push_back(r.substr(s, e - s));
                s = e + 1;
            }
        }
        return foldDots(split);
    }
    return foldDots(parts);
}

[[maybe_unused]] const char* pickReason(int result, const char* buffer)
{
    return result == 0 ? buffer : "unknown error";
}
[[maybe_unused]] const char* pickReason(const char* result, const char*)
{
    return result;
}

} // namespace

std::string osReason(int err)
{
    char buffer[256] = {0};
    // strerror_r is the GNU (char*) or the XSI (int) one depending on the feature macros.
    return pickReason(strerror_r(err, buffer, sizeof buffer), buffer);
}

int writeAll(int fd, const void* data, std::size_t size)
{
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return ENOSPC;
        p += n;
        size -= static_cast<std::size_t>(n);
    }
    return 0;
}

std::string parentDirectory(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    if (slash == 0)
        return "/";
    return path.substr(0, slash);
}

static Problem writeProblem(const std::string& path, int err)
{
    Problem p;
    p.code = ProblemCode::CannotWrite;
    p.name = path;
    p.error = err;
    return p;
}

std::string checkWritableDirectory(const std::string& path)
{
    const std::string dir = path.empty() ? std::string(".") : path;
    struct stat st;
    if (::stat(dir.c_str(), &st) != 0)
        return "cannot write in " + dir + ": " + osReason(errno);
    if (!S_ISDIR(st.st_mode))
        return dir + " is not a directory";
    if (::faccessat(AT_FDCWD, dir.c_str(), W_OK | X_OK, AT_EACCESS) != 0)
        return "cannot write in " + dir + ": " + osReason(errno);
    return {};
}

bool samePath(const std::string& a, const std::string& b)
{
    struct stat sa, sb;
    if (::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    return resolvedPath(a) == resolvedPath(b);
}

// ---- AtomicFile ------------------------------------------------------------------------------

AtomicFile::AtomicFile(std::string target)
    : m_target(std::move(target))
{
    const std::string name = baseName(m_target);
    if (name.empty() || name == "." || name == "..") {
        fail("cannot write", m_target, EISDIR);
        return;
    }
#ifdef O_TMPFILE
    // Linux: an unnamed file in the target's directory, which the kernel frees when the process
    // dies in any way (SIGKILL and power loss included); it gets a name only in commit(). The
    // mode is 0666 & ~umask, as for any file the program creates. /proc is needed to name it.
    if (::access("/proc/self/fd", X_OK) == 0) {
        m_fd = ::open(parentDirectory(m_target).c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
        if (m_fd >= 0) {
            m_anonymous = true;
            return;
        }
        // File systems without O_TMPFILE say so in one of these ways; other errors (no such
        // directory, no permission) are the target's own and reported as such.
        if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL) {
            fail("cannot write", m_target, errno);
            return;
        }
    }
#endif
    std::string pattern = parentDirectory(m_target) + "/." + name + ".XXXXXX";
    {
        cleanup::SignalBlock block;
        m_fd = ::mkostemp(pattern.data(), O_CLOEXEC);
        if (m_fd < 0) {
            fail("cannot write", m_target, errno);
            return;
        }
        m_temporary = pattern;
        m_slot = cleanup::registerPath(m_temporary);
    }
    // mkstemp makes 0600; the result should look like any file the program creates.
    if (::fchmod(m_fd, 0666 & ~currentUmask()) != 0)
        fail("cannot write", m_target, errno);
}

AtomicFile::~AtomicFile()
{
    if (!m_committed)
        dropTemporary();
}

bool AtomicFile::fail(const char* what, const std::string& path, int err)
{
    if (m_error.empty()) {
        m_error = std::string(what) + " " + path + ": " + osReason(err);
        m_problem = writeProblem(path, err);
    }
    // A failed file is never committed: give its space back now (ENOSPC).
    dropTemporary();
    return false;
}

void AtomicFile::dropTemporary()
{
    cleanup::SignalBlock block;
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    if (!m_temporary.empty())
        ::unlink(m_temporary.c_str());
    m_temporary.clear();
    cleanup::unregisterPath(m_slot);
}

bool AtomicFile::write(const void* data, std::size_t size)
{
    if (!ok() || m_fd < 0)
        return false;
    const int err = writeAll(m_fd, data, size);
    if (err != 0)
        return fail("cannot write", m_target, err);
    return true;
}

std::function<bool(const char*, std::size_t)> AtomicFile::sink()
{
    return [this](const char* data, std::size_t size) { return write(data, size); };
}

bool AtomicFile::finishTemporary()
{
    if (!ok() || m_fd < 0)
        return false;
    if (::fsync(m_fd) != 0)
        return fail("cannot write", m_target, errno);
    if (m_anonymous && !nameTemporary())
        return false;
    const int fd = m_fd;
    m_fd = -1;
    // Linux closes the descriptor even when close fails (EINTR included): no retry.
    if (::close(fd) != 0)
        return fail("cannot write", m_target, errno);
    return true;
}

std::string AtomicFile::openablePath() const
{
    if (m_anonymous && m_fd >= 0)
        return "/proc/self/fd/" + std::to_string(m_fd);
    return m_temporary;
}

bool AtomicFile::nameTemporary()
{
    // The complete file gets a hidden name beside its target for the instant between here and
    // the rename that replaces the target (linkat cannot replace an existing file).
    const std::string proc = "/proc/self/fd/" + std::to_string(m_fd);
    const std::string stem =
        parentDirectory(m_target) + "/." + baseName(m_target) + ".tmp." + std::to_string(::getpid()) + ".";
    static std::atomic<unsigned> counter{0};
    cleanup::SignalBlock block;
    for (;;) {
        std::string name = stem + std::to_string(counter++);
        if (::linkat(AT_FDCWD, proc.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
            m_temporary = std::move(name);
            m_slot = cleanup::registerPath(m_temporary);
            m_anonymous = false;
            return true;
        }
        if (errno != EEXIST)
            return fail("cannot write", m_target, errno);
    }
}

bool AtomicFile::commit()
{
    if (m_committed)
        return true;
    if (!finishTemporary())
        return false;
    {
        cleanup::SignalBlock block;
        if (::rename(m_temporary.c_str(), m_target.c_str()) != 0)
            return fail("cannot write", m_target, errno);
        m_temporary.clear();
        cleanup::unregisterPath(m_slot);
    }
    m_committed = true;
    syncDirectory(parentDirectory(m_target));
    return true;
}

void AtomicFile::abandon()
{
    if (!m_committed)
        dropTemporary();
}

// ---- AtomicGroup -----------------------------------------------------------------------------

struct AtomicGroup::Replaced {
    AtomicFile* file = nullptr;
    std::string backup; // empty when the target did not exist
    int slot = -1;      // restores the backup (or removes the new target) on a signal
};

AtomicGroup::AtomicGroup() = default;

AtomicGroup::~AtomicGroup()
{
    if (!m_committed)
        abandon();
}

AtomicFile& AtomicGroup::add(std::string target)
{
    for (const auto& f : m_files) {
        if (m_error.empty() && samePath(f->target(), target)) {
            m_error = "cannot write " + target + ": same file as " + f->target();
            m_problem.code = ProblemCode::SameTarget;
            m_problem.name = target;
            m_problem.text = f->target();
        }
    }
    m_files.push_back(std::make_unique<AtomicFile>(std::move(target)));
    return *m_files.back();
}

bool AtomicGroup::ok() const
{
    return m_error.empty() && !firstFailed();
}

const AtomicFile* AtomicGroup::firstFailed() const
{
    for (const auto& f : m_files)
        if (!f->ok())
            return f.get();
    return nullptr;
}

Problem AtomicGroup::problem() const
{
    if (!m_error.empty())
        return m_problem;
    const AtomicFile* failed = firstFailed();
    return failed ? failed->problem() : Problem{};
}

std::string AtomicGroup::error() const
{
    if (!m_error.empty())
        return m_error;
    const AtomicFile* failed = firstFailed();
    return failed ? failed->error() : std::string{};
}

void AtomicGroup::abandon()
{
    for (auto& f : m_files)
        f->abandon();
}

void AtomicGroup::rollBack(std::vector<Replaced>& replaced)
{
    for (auto it = replaced.rbegin(); it != replaced.rend(); ++it) {
        cleanup::SignalBlock block;
        const std::string& target = it->file->target();
        const int result = it->backup.empty() ? ::unlink(target.c_str()) : ::rename(it->backup.c_str(), target.c_str());
        if (result != 0) {
            m_error += "; and could not put back " + target + ": " + osReason(errno);
            m_problem.detail += "and could not put back " + target + ": " + osReason(errno);
        }
        cleanup::unregisterPath(it->slot);
        it->file->m_committed = false;
    }
    replaced.clear();
}

bool AtomicGroup::commit()
{
    if (m_committed)
        return true;
    if (!ok()) {
        abandon();
        return false;
    }
    // Every temporary complete and on disk before the first target changes.
    for (auto& f : m_files) {
        if (!f->finishTemporary()) {
            abandon();
            return false;
        }
    }
    std::vector<Replaced> replaced;
    static std::atomic<unsigned> backupCounter{0};
    for (auto& f : m_files) {
        const std::string& target = f->target();
        Replaced r;
        r.file = f.get();
        int err = 0;
        {
            cleanup::SignalBlock block;
            struct stat st;
            if (::lstat(target.c_str(), &st) == 0) {
                if (S_ISDIR(st.st_mode)) {
                    err = EISDIR;
                } else {
                    const std::string stem =
                        parentDirectory(target) + "/." + baseName(target) + ".bak." + std::to_string(::getpid()) + ".";
                    // A hard link keeps the target in place; where links are refused, a rename
                    // moves it aside for the instant before the new file takes its name.
                    for (;;) {
                        r.backup = stem + std::to_string(backupCounter++);
                        if (::link(target.c_str(), r.backup.c_str()) == 0)
                            break;
                        if (errno == EEXIST)
                            continue;
                        if (::rename(target.c_str(), r.backup.c_str()) == 0)
                            break;
                        err = errno;
                        r.backup.clear();
                        break;
                    }
                    if (err == 0)
                        r.slot = cleanup::registerPath(r.backup, &target);
                }
            } else if (errno == ENOENT) {
                r.slot = cleanup::registerPath(target);
            } else {
                err = errno;
            }
            if (err == 0 && ::rename(f->m_temporary.c_str(), target.c_str()) != 0) {
                err = errno;
                // Nothing replaced: drop the backup without touching the target (a renamed
                // backup goes back).
                if (!r.backup.empty()) {
                    struct stat now;
                    if (::lstat(target.c_str(), &now) == 0)
                        ::unlink(r.backup.c_str());
                    else
                        ::rename(r.backup.c_str(), target.c_str());
                }
                cleanup::unregisterPath(r.slot);
            }
            if (err == 0) {
                f->m_temporary.clear();
                cleanup::unregisterPath(f->m_slot);
                f->m_committed = true;
            }
        }
        if (err != 0) {
            m_error = "cannot write " + target + ": " + osReason(err);
            m_problem = writeProblem(target, err);
            rollBack(replaced);
            abandon();
            return false;
        }
        replaced.push_back(std::move(r));
    }
    // All in place: from here on a signal must remove the backups, not put them back.
    for (Replaced& r : replaced) {
        cleanup::SignalBlock block;
        if (r.backup.empty()) {
            cleanup::unregisterPath(r.slot);
            continue;
        }
        if (r.slot >= 0)
            cleanup::stopRestoring(r.slot);
        ::unlink(r.backup.c_str());
        cleanup::unregisterPath(r.slot);
    }
    for (auto& f : m_files)
        syncDirectory(parentDirectory(f->target()));
    m_committed = true;
    return true;
}

} // namespace pe::core::io
