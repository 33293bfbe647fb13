#pragma once
/// @file atomicfile.h
/// All-or-nothing file output (POSIX). An AtomicFile writes into a temporary next to its target
/// and replaces the target only on commit(), after fsync, by rename(): readers see the old file
/// or the complete new one, never a part. On Linux the temporary is an unnamed O_TMPFILE inode
/// (as QSaveFile does), so a process killed in any way (SIGKILL too) leaves nothing behind; it is
/// named (linkat) only while commit() renames it. Elsewhere, or on a file system without
/// O_TMPFILE, it is a hidden ".<name>.XXXXXX" file. An AtomicGroup does the same for several files at
/// once: every target is replaced or none is. Temporaries (and a group's backups) are removed,
/// or the backups put back, when the process dies of SIGINT, SIGTERM or SIGHUP once
/// installCleanupHandlers() has run. Every error message names the path and the OS reason,
/// e.g. "cannot write /tmp/x/fig.png: No space left on device".

#include "core/problem.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pe::core::io {

/// One output file written to a temporary and renamed over its target on commit().
/// Not copyable or movable (the signal cleanup table holds its temporary's path).
class AtomicFile {
public:
    /// Creates the temporary in the target's directory (unnamed where O_TMPFILE works, else
    /// ".<name>.XXXXXX"; mode 0666 & ~umask, like a normal create). On failure ok() is false
    /// and error() says why.
    explicit AtomicFile(std::string target);
    /// Removes the temporary unless committed.
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// False after any failure (creation, write, commit); later calls then do nothing.
    bool ok() const { return m_error.empty(); }
    /// The first failure, empty while ok().
    const std::string& error() const { return m_error; }
    /// The first failure as data (CannotWrite with the path as name and the errno).
    const Problem& problem() const { return m_problem; }
    /// The path given to the constructor.
    const std::string& target() const { return m_target; }
    /// The temporary's path (empty when it could not be created or is gone, and while it is an
    /// unnamed O_TMPFILE inode: see isAnonymous()).
    const std::string& temporaryPath() const { return m_temporary; }
    /// A path another library can open to write the temporary (libavformat): the temporary's
    /// path, or /proc/self/fd/N while it is unnamed. Empty after a failure or commit.
    std::string openablePath() const;
    /// True while the temporary is an unnamed O_TMPFILE inode (freed by the kernel on any death).
    bool isAnonymous() const { return m_anonymous; }
    /// True once commit() has replaced the target.
    bool committed() const { return m_committed; }

    /// Writes all size bytes (retrying partial writes and EINTR). False, with error() set, on
    /// any failure: ENOSPC, EFBIG, EIO, a write that makes no progress...
    bool write(const void* data, std::size_t size);
    bool write(std::string_view text) { return write(text.data(), text.size()); }
    /// A sink for CsvWriter and the like: calls write().
    std::function<bool(const char*, std::size_t)> sink();

    /// Flushes, fsyncs and closes the temporary (close's error counts), renames it over the
    /// target and fsyncs the directory. False, with the target untouched, on any failure.
    bool commit();
    /// Closes and removes the temporary; the target stays as it was.
    void abandon();

private:
    friend class AtomicGroup;
    bool fail(const char* what, const std::string& path, int err);
    /// fsync and close the temporary, keeping it on disk (the first half of commit()).
    bool finishTemporary();
    /// Gives the unnamed temporary its hidden name (linkat through /proc/self/fd).
    bool nameTemporary();
    void dropTemporary();

    std::string m_target;
    std::string m_temporary;
    std::string m_error;
    Problem m_problem;
    int m_fd = -1;
    int m_slot = -1;
    bool m_committed = false;
    bool m_anonymous = false;
};

/// Several AtomicFiles replaced together: either every target is replaced or none is.
/// commit() first finishes every temporary, then replaces the targets one by one keeping a
/// backup (hard link, or rename where links are not supported) of each existing target; on a
/// failure it puts the replaced targets back from their backups, so an existing file is never
/// removed or changed by a failed run. Backups are removed once all targets are in place.
class AtomicGroup {
public:
    AtomicGroup();
    /// Abandons the group unless committed.
    ~AtomicGroup();
    AtomicGroup(const AtomicGroup&) = delete;
    AtomicGroup& operator=(const AtomicGroup&) = delete;

    /// Starts one more file; the reference stays valid for the group's lifetime. A target that
    /// resolves to the same file as an earlier one makes the group fail.
    AtomicFile& add(std::string target);

    /// False after any failure of the group or of one of its files.
    bool ok() const;
    /// The first failure (the group's, else the first failing file's), empty while ok().
    std::string error() const;
    /// The same as data.
    Problem problem() const;

    /// Replaces every target, or none (see the class comment). False, with error(), on failure.
    bool commit();
    /// Removes every temporary; no target changes.
    void abandon();

private:
    struct Replaced;
    void rollBack(std::vector<Replaced>& replaced);
    /// The first file whose writing failed, or nullptr.
    const AtomicFile* firstFailed() const;

    std::vector<std::unique_ptr<AtomicFile>> m_files;
    std::string m_error;
    Problem m_problem;
    bool m_committed = false;
};

/// Installs the SIGINT, SIGTERM and SIGHUP handlers that remove live temporaries, put a failing
/// group's backups back, then die of the signal (default action). A previous handler is called
/// after the cleanup instead of dying; a signal that was ignored (nohup) stays ignored. Once per
/// process; later calls do nothing. Safe to call from several threads.
/// Also ignores SIGXFSZ, so that a file-size limit is a write error (EFBIG) like a full disk.
void installCleanupHandlers();

/// Empty when path is an existing directory this process may create files in, otherwise the
/// reason, e.g. "cannot write in /out: Permission denied" or "/out/x is not a directory".
std::string checkWritableDirectory(const std::string& path);

/// The directory part of a file path ("." for a bare name): what checkWritableDirectory wants.
std::string parentDirectory(const std::string& path);

/// True when a and b name the same file: same inode when both exist, else the same absolute
/// path once "." and ".." are folded and the existing part resolved through symlinks.
bool samePath(const std::string& a, const std::string& b);

/// Writes all size bytes to fd, retrying partial writes and EINTR. Returns 0 or the errno of
/// the failure (ENOSPC for a write that makes no progress).
int writeAll(int fd, const void* data, std::size_t size);

/// The OS's text for errno value err, e.g. "No space left on device".
std::string osReason(int err);

} // namespace pe::core::io
