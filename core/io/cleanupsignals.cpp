// Internal: the table of temporaries and backups that SIGINT, SIGTERM and SIGHUP clean up
// (cleanupsignals.h), and the handler that reads it. Split from atomicfile.cpp.

#include "core/io/cleanupsignals.h"

#include "core/io/atomicfile.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <unistd.h>

namespace pe::core::io {

namespace cleanup {

namespace {

// ---- The table the signal handler reads -------------------------------------------------
// Fixed size and plain char arrays: the handler may not allocate or lock. A path that does
// not fit (or a full table) is simply not cleaned up on a signal; everything else still works.
constexpr int kSlots = 64;
constexpr std::size_t kMaxPath = 4096;

struct Slot {
    std::atomic<int> state{0};        // 0 free, 1 being filled, 2 live
    std::atomic<bool> restore{false}; // rename path over restoreTo instead of unlinking path
    char path[kMaxPath];
    char restoreTo[kMaxPath];
};

Slot g_slots[kSlots];

} // namespace

int registerPath(const std::string& path, const std::string* restoreTo)
{
    if (path.size() >= kMaxPath || (restoreTo && restoreTo->size() >= kMaxPath))
        return -1;
    for (int i = 0; i < kSlots; ++i) {
        int expected = 0;
        if (!g_slots[i].state.compare_exchange_strong(expected, 1))
            continue;
        std::memcpy(g_slots[i].path, path.c_str(), path.size() + 1);
        if (restoreTo)
            std::memcpy(g_slots[i].restoreTo, restoreTo->c_str(), restoreTo->size() + 1);
        g_slots[i].restore.store(restoreTo != nullptr);
        g_slots[i].state.store(2, std::memory_order_release);
        return i;
    }
    return -1;
}

void unregisterPath(int& slot)
{
    if (slot >= 0)
        g_slots[slot].state.store(0, std::memory_order_release);
    slot = -1;
}

namespace {

void cleanUpSlots()
{
    for (Slot& s : g_slots) {
        if (s.state.load(std::memory_order_acquire) != 2)
            continue;
        if (s.restore.load())
            ::rename(s.path, s.restoreTo);
        else
            ::unlink(s.path);
    }
}

constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP};
struct sigaction g_previous[3];

extern "C" void onCleanupSignal(int sig, siginfo_t* info, void* context)
{
    const int savedErrno = errno;
    cleanUpSlots();
    for (int i = 0; i < 3; ++i) {
        if (kCleanupSignals[i] != sig)
            continue;
        const struct sigaction& prev = g_previous[i];
        if ((prev.sa_flags & SA_SIGINFO) && prev.sa_sigaction) {
            prev.sa_sigaction(sig, info, context);
            errno = savedErrno;
            return;
        }
        if (!(prev.sa_flags & SA_SIGINFO) && prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
            prev.sa_handler(sig);
            errno = savedErrno;
            return;
        }
    }
    // Die of the signal as if we had never caught it: blocked while we run, it is delivered
    // with the default action as soon as the handler returns.
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    ::sigaction(sig, &dfl, nullptr);
    ::raise(sig);
    errno = savedErrno;
}

} // namespace

void stopRestoring(int slot)
{
    if (slot >= 0)
        g_slots[slot].restore.store(false);
}

} // namespace cleanup

using cleanup::kCleanupSignals;

void installCleanupHandlers()
{
    static std::once_flag once;
    std::call_once(once, [] {
        for (int i = 0; i < 3; ++i) {
            const int sig = kCleanupSignals[i];
            struct sigaction old {};
            if (::sigaction(sig, nullptr, &old) != 0)
                continue;
            // An ignored signal (nohup) must not start killing the process.
            if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN)
                continue;
            cleanup::g_previous[i] = old;
            struct sigaction action {};
            action.sa_sigaction = cleanup::onCleanupSignal;
            action.sa_flags = SA_SIGINFO | SA_RESTART;
            sigemptyset(&action.sa_mask);
            for (int other : kCleanupSignals)
                sigaddset(&action.sa_mask, other);
            ::sigaction(sig, &action, nullptr);
        }
        // A file-size limit (ulimit -f) then makes write() fail with EFBIG, reported like a
        // full disk, instead of killing the process with a temporary left behind.
        std::signal(SIGXFSZ, SIG_IGN);
    });
}

} // namespace pe::core::io
