// AtomicFile and AtomicGroup: the target is replaced whole or not at all, temporaries never
// outlive a failure or a SIGTERM, and errors name the path and the OS reason. Each test works
// in its own mkdtemp directory; the forking ones keep their children to plain system calls.
#include "core/io/atomicfile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <set>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace pe::core::io;

namespace {

class TempDir {
public:
    TempDir()
    {
        char pattern[] = "/tmp/pe-atomicfile-XXXXXX";
        const char* made = ::mkdtemp(pattern);
        EXPECT_NE(made, nullptr);
        m_path = made ? made : "";
    }
    ~TempDir() { removeTree(m_path); }
    const std::string& path() const { return m_path; }
    std::string operator/(const std::string& name) const { return m_path + "/" + name; }

    static void removeTree(const std::string& path)
    {
        if (DIR* d = ::opendir(path.c_str())) {
            while (const dirent* e = ::readdir(d)) {
                const std::string name = e->d_name;
                if (name == "." || name == "..")
                    continue;
                const std::string child = path + "/" + name;
                struct stat st;
                if (::lstat(child.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
                    removeTree(child);
                else
                    ::unlink(child.c_str());
            }
            ::closedir(d);
        }
        ::rmdir(path.c_str());
    }

private:
    std::string m_path;
};

/// Whether the file system of dir makes unnamed temporaries (O_TMPFILE).
bool hasTmpfile(const std::string& dir)
{
#ifdef O_TMPFILE
    const int fd = ::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    ::close(fd);
    return true;
#else
    (void)dir;
    return false;
#endif
}

std::set<std::string> entries(const std::string& dir)
{
    std::set<std::string> names;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (const dirent* e = ::readdir(d)) {
            const std::string name = e->d_name;
            if (name != "." && name != "..")
                names.insert(name);
        }
        ::closedir(d);
    }
    return names;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeFile(const std::string& path, const std::string& content)
{
    std::ofstream out(path, std::ios::binary);
    out << content;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// Runs body in a forked child whose exit status is body's return value; a message written to
// the pipe comes back as the string.
std::string runChild(const std::function<int(int)>& body, int* status)
{
    int fds[2];
    if (::pipe(fds) != 0)
        return "pipe failed";
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        const int code = body(fds[1]);
        ::_exit(code);
    }
    ::close(fds[1]);
    std::string message;
    char buffer[512];
    ssize_t n;
    while ((n = ::read(fds[0], buffer, sizeof buffer)) > 0)
        message.append(buffer, static_cast<std::size_t>(n));
    ::close(fds[0]);
    ::waitpid(pid, status, 0);
    return message;
}

void say(int fd, const std::string& text)
{
    (void)!::write(fd, text.data(), text.size());
}

} // namespace

TEST(AtomicFile, WritesAndCommits)
{
    TempDir dir;
    const std::string target = dir / "fig.png";
    AtomicFile f(target);
    ASSERT_TRUE(f.ok()) << f.error();
    EXPECT_TRUE(f.write("hello, "));
    EXPECT_TRUE(f.write(std::string(100000, 'x')));
    // Nothing at the target until commit; the temporary is unnamed where the file system has
    // O_TMPFILE (ext4, tmpfs, xfs, btrfs: any Linux /tmp), else hidden next to the target.
    EXPECT_EQ(::access(target.c_str(), F_OK), -1);
    if (hasTmpfile(dir.path())) {
        EXPECT_TRUE(f.isAnonymous());
        EXPECT_TRUE(entries(dir.path()).empty());
    } else {
        ASSERT_EQ(entries(dir.path()).size(), 1u);
        EXPECT_EQ(entries(dir.path()).begin()->rfind(".fig.png.", 0), 0u);
    }
    ASSERT_TRUE(f.commit()) << f.error();
    EXPECT_TRUE(f.committed());
    EXPECT_EQ(readFile(target), "hello, " + std::string(100000, 'x'));
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"fig.png"});
}

TEST(AtomicFile, NewFileModeFollowsTheUmask)
{
    TempDir dir;
    const mode_t old = ::umask(027);
    {
        AtomicFile f(dir / "a.csv");
        f.write("1\n");
        ASSERT_TRUE(f.commit()) << f.error();
    }
    ::umask(old);
    struct stat st;
    ASSERT_EQ(::stat((dir / "a.csv").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);
}

TEST(AtomicFile, ReplacesAnExistingFileOnlyOnCommit)
{
    TempDir dir;
    const std::string target = dir / "data.csv";
    writeFile(target, "old");
    AtomicFile f(target);
    f.write("new content");
    EXPECT_EQ(readFile(target), "old");
    ASSERT_TRUE(f.commit());
    EXPECT_EQ(readFile(target), "new content");
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"data.csv"});
}

TEST(AtomicFile, AbandonAndDestructorLeaveTheOldFile)
{
    TempDir dir;
    const std::string target = dir / "data.csv";
    writeFile(target, "old");
    {
        AtomicFile f(target);
        f.write("half of it");
        f.abandon();
        EXPECT_FALSE(f.commit());
    }
    {
        AtomicFile f(target);
        f.write("never committed");
    }
    EXPECT_EQ(readFile(target), "old");
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"data.csv"});
}

TEST(AtomicFile, FailedCommitLeavesTheTargetAndNoTemporary)
{
    TempDir dir;
    const std::string target = dir / "out";
    ASSERT_EQ(::mkdir(target.c_str(), 0755), 0);
    writeFile(target + "/inside", "keep");
    AtomicFile f(target);
    f.write("data");
    EXPECT_FALSE(f.commit());
    EXPECT_FALSE(f.ok());
    EXPECT_TRUE(contains(f.error(), "cannot write " + target + ": ")) << f.error();
    EXPECT_EQ(readFile(target + "/inside"), "keep");
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"out"});
}

TEST(AtomicFile, MissingDirectoryIsAClearError)
{
    TempDir dir;
    const std::string target = dir / "no/such/fig.png";
    AtomicFile f(target);
    EXPECT_FALSE(f.ok());
    EXPECT_EQ(f.error(), "cannot write " + target + ": No such file or directory");
    EXPECT_FALSE(f.write("x"));
    EXPECT_FALSE(f.commit());
}

TEST(AtomicFile, DevFullGivesNoSpaceLeft)
{
    const int fd = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        GTEST_SKIP() << "no /dev/full here";
    const std::string data(1 << 16, 'z');
    EXPECT_EQ(writeAll(fd, data.data(), data.size()), ENOSPC);
    ::close(fd);
    EXPECT_EQ(osReason(ENOSPC), "No space left on device");
}

TEST(AtomicFile, FullDiskInAChildGivesAClearErrorAndNoTruncatedTarget)
{
    TempDir dir;
    const std::string target = dir / "big.csv";
    const std::string a = dir / "a.csv";
    const std::string b = dir / "b.csv";
    writeFile(target, "old target");
    writeFile(a, "old a");
    writeFile(b, "old b");
    int status = 0;
    const std::string message = runChild(
        [&](int out) {
            // The file size limit stands in for a full disk: with SIGXFSZ ignored, write()
            // stops short and then fails with EFBIG.
            ::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{65536, 65536};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            const std::string chunk(1 << 20, 'y');
            AtomicFile f(target);
            if (f.write(chunk.data(), chunk.size()) || f.commit())
                return 1;
            say(out, f.error() + "\n");
            // A group whose second file fails changes neither file.
            AtomicGroup group;
            group.add(a).write("new a");
            group.add(b).write(chunk.data(), chunk.size());
            if (group.commit())
                return 2;
            say(out, group.error());
            return 0;
        },
        &status);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_EQ(message, "cannot write " + target + ": File too large\ncannot write " + b + ": File too large");
    EXPECT_EQ(readFile(target), "old target");
    EXPECT_EQ(readFile(a), "old a");
    EXPECT_EQ(readFile(b), "old b");
    EXPECT_EQ(entries(dir.path()), (std::set<std::string>{"big.csv", "a.csv", "b.csv"}));
}

TEST(AtomicFile, SigtermInTheMiddleOfAWriteLeavesNoTemporary)
{
    TempDir dir;
    const std::string target = dir / "fig.png";
    writeFile(target, "old");
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        installCleanupHandlers();
        AtomicFile f(target);
        const std::string chunk(4096, 'w');
        f.write(chunk);
        say(fds[1], "r");
        for (int i = 0; i < 100000; ++i) {
            f.write(chunk);
            ::usleep(100);
        }
        ::_exit(3);
    }
    ::close(fds[1]);
    char ready = 0;
    ASSERT_EQ(::read(fds[0], &ready, 1), 1);
    ::close(fds[0]);
    // The target, and the temporary unless it is unnamed.
    EXPECT_EQ(entries(dir.path()).size(), hasTmpfile(dir.path()) ? 1u : 2u);
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(WTERMSIG(status), SIGTERM);
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"fig.png"});
    EXPECT_EQ(readFile(target), "old");
}

TEST(AtomicFile, SigkillInTheMiddleOfAWriteLeavesNothing)
{
    // No handler runs on SIGKILL: only an unnamed temporary guarantees that nothing is left.
    TempDir dir;
    if (!hasTmpfile(dir.path()))
        GTEST_SKIP() << "no O_TMPFILE on this file system";
    const std::string target = dir / "fig.png";
    writeFile(target, "old");
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        AtomicFile f(target);
        const std::string chunk(1 << 20, 'w');
        f.write(chunk);
        say(fds[1], "r");
        for (;;)
            ::pause();
    }
    ::close(fds[1]);
    char ready = 0;
    ASSERT_EQ(::read(fds[0], &ready, 1), 1);
    ::close(fds[0]);
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"fig.png"});
    EXPECT_EQ(readFile(target), "old");
}

TEST(AtomicFile, AnotherOpenOfTheOpenablePathWritesTheTemporary)
{
    // libavformat opens the temporary by a path of its own (the video writer).
    TempDir dir;
    const std::string target = dir / "movie.mp4";
    AtomicFile f(target);
    ASSERT_TRUE(f.ok()) << f.error();
    const int fd = ::open(f.openablePath().c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    ASSERT_GE(fd, 0) << f.openablePath();
    ASSERT_EQ(::write(fd, "frames", 6), 6);
    ::close(fd);
    if (hasTmpfile(dir.path())) {
        EXPECT_TRUE(entries(dir.path()).empty());
    }
    ASSERT_TRUE(f.commit()) << f.error();
    EXPECT_EQ(readFile(target), "frames");
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"movie.mp4"});
}

TEST(AtomicGroup, UnnamedTemporariesAreNamedOnlyToCommit)
{
    TempDir dir;
    if (!hasTmpfile(dir.path()))
        GTEST_SKIP() << "no O_TMPFILE on this file system";
    writeFile(dir / "a.csv", "old a");
    AtomicGroup group;
    AtomicFile& a = group.add(dir / "a.csv");
    AtomicFile& b = group.add(dir / "b.csv");
    ASSERT_TRUE(a.write("new a") && b.write("new b"));
    EXPECT_TRUE(a.isAnonymous() && b.isAnonymous());
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"a.csv"});
    ASSERT_TRUE(group.commit()) << group.error();
    EXPECT_EQ(entries(dir.path()), (std::set<std::string>{"a.csv", "b.csv"}));
    EXPECT_EQ(readFile(dir / "a.csv"), "new a");
    EXPECT_EQ(readFile(dir / "b.csv"), "new b");
}

namespace {
volatile sig_atomic_t g_previousHandlerRan = 0;
extern "C" void previousHandler(int)
{
    g_previousHandlerRan = 1;
}
} // namespace

TEST(AtomicFile, CleanupChainsAPreviousHandler)
{
    TempDir dir;
    int status = 0;
    runChild(
        [&](int) {
            ::signal(SIGHUP, previousHandler);
            installCleanupHandlers();
            AtomicFile f(dir / "x.txt");
            f.write("partial");
            ::raise(SIGHUP);
            // The program's own handler ran instead of the default action, after the cleanup.
            return g_previousHandlerRan == 1 && ::access(f.temporaryPath().c_str(), F_OK) != 0 ? 0 : 1;
        },
        &status);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_TRUE(entries(dir.path()).empty());
}

TEST(AtomicGroup, CommitsEveryFile)
{
    TempDir dir;
    writeFile(dir / "a.csv", "old a");
    AtomicGroup group;
    group.add(dir / "a.csv").write("new a");
    group.add(dir / "b.csv").write("new b");
    ASSERT_TRUE(group.commit()) << group.error();
    EXPECT_EQ(readFile(dir / "a.csv"), "new a");
    EXPECT_EQ(readFile(dir / "b.csv"), "new b");
    EXPECT_EQ(entries(dir.path()), (std::set<std::string>{"a.csv", "b.csv"}));
}

TEST(AtomicGroup, SecondTargetFailingRollsBackTheFirst)
{
    TempDir dir;
    writeFile(dir / "a.csv", "old a");
    ASSERT_EQ(::mkdir((dir / "b").c_str(), 0755), 0); // cannot be replaced by a file
    writeFile(dir / "c.csv", "old c");
    AtomicGroup group;
    group.add(dir / "a.csv").write("new a");
    group.add(dir / "new.csv").write("new file");
    group.add(dir / "b").write("new b");
    group.add(dir / "c.csv").write("new c");
    EXPECT_FALSE(group.commit());
    EXPECT_EQ(group.error(), "cannot write " + (dir / "b") + ": Is a directory");
    EXPECT_EQ(readFile(dir / "a.csv"), "old a");
    EXPECT_EQ(readFile(dir / "c.csv"), "old c");
    EXPECT_EQ(entries(dir.path()), (std::set<std::string>{"a.csv", "b", "c.csv"}));
}

TEST(AtomicGroup, SameFileTwiceIsRefusedBeforeAnyWork)
{
    TempDir dir;
    writeFile(dir / "a.csv", "old");
    AtomicGroup group;
    group.add(dir / "a.csv").write("one");
    group.add(dir.path() + "/./a.csv").write("two");
    EXPECT_FALSE(group.ok());
    EXPECT_FALSE(group.commit());
    EXPECT_TRUE(contains(group.error(), "same file as")) << group.error();
    EXPECT_EQ(readFile(dir / "a.csv"), "old");
    EXPECT_EQ(entries(dir.path()), std::set<std::string>{"a.csv"});
}

TEST(AtomicGroup, DestructorAbandons)
{
    TempDir dir;
    {
        AtomicGroup group;
        group.add(dir / "a.csv").write("x");
        group.add(dir / "b.csv").write("y");
    }
    EXPECT_TRUE(entries(dir.path()).empty());
}

TEST(OutputChecks, SamePath)
{
    TempDir dir;
    ASSERT_EQ(::mkdir((dir / "sub").c_str(), 0755), 0);
    // Files that do not exist yet compare by their folded absolute path.
    EXPECT_TRUE(samePath(dir / "a.png", dir.path() + "/./a.png"));
    EXPECT_TRUE(samePath(dir / "a.png", dir.path() + "/sub/../a.png"));
    EXPECT_TRUE(samePath(dir / "a.png", dir.path() + "//a.png"));
    EXPECT_FALSE(samePath(dir / "a.png", dir / "b.png"));
    EXPECT_FALSE(samePath(dir / "a.png", dir / "sub/a.png"));
    // Through symlinks, for existing files and for a directory link.
    writeFile(dir / "a.png", "x");
    ASSERT_EQ(::symlink((dir / "a.png").c_str(), (dir / "link.png").c_str()), 0);
    ASSERT_EQ(::symlink((dir / "sub").c_str(), (dir / "sublink").c_str()), 0);
    EXPECT_TRUE(samePath(dir / "a.png", dir / "link.png"));
    EXPECT_TRUE(samePath(dir / "sub/new.csv", dir / "sublink/new.csv"));
    EXPECT_FALSE(samePath(dir / "a.png", dir / "sub/new.csv"));
}

TEST(OutputChecks, CheckWritableDirectory)
{
    TempDir dir;
    EXPECT_EQ(checkWritableDirectory(dir.path()), "");
    EXPECT_EQ(checkWritableDirectory(dir / "missing"),
              "cannot write in " + (dir / "missing") + ": No such file or directory");
    writeFile(dir / "file", "x");
    EXPECT_EQ(checkWritableDirectory(dir / "file"), (dir / "file") + " is not a directory");
    EXPECT_EQ(parentDirectory(dir / "file"), dir.path());
    EXPECT_EQ(parentDirectory("fig.png"), ".");
    EXPECT_EQ(parentDirectory("/fig.png"), "/");
    if (::geteuid() != 0) {
        ASSERT_EQ(::mkdir((dir / "ro").c_str(), 0555), 0);
        EXPECT_EQ(checkWritableDirectory(dir / "ro"), "cannot write in " + (dir / "ro") + ": Permission denied");
    }
}
