#pragma once
/// @file io/cleanupsignals.h
/// Internal to AtomicFile and AtomicGroup (not part of the public API): the table of paths a
/// SIGINT, SIGTERM or SIGHUP removes (a temporary) or renames back (a backup over its target)
/// before the process dies, so that a kill never leaves a temporary or loses a file.
/// installCleanupHandlers() (atomicfile.h) installs the handler that reads it.

#include <csignal>
#include <pthread.h>
#include <string>

namespace pe::core::io::cleanup {

/// Registers `path` to be removed on a signal, or renamed over `restoreTo` when given; returns
/// the slot, or -1 when the path is too long or the table full (then it is simply not cleaned
/// up on a signal).
int registerPath(const std::string& path, const std::string* restoreTo = nullptr);
/// Forgets the slot (and sets it to -1).
void unregisterPath(int& slot);
/// From now on the slot's path is removed on a signal instead of being renamed back.
void stopRestoring(int slot);

// Blocks the cleanup signals while the file system and the table change together, so that a
// signal never sees a temporary that exists but is not registered (or the reverse).
class SignalBlock {
public:
    SignalBlock()
    {
        sigset_t set;
        sigemptyset(&set);
        for (int sig : {SIGINT, SIGTERM, SIGHUP})
            sigaddset(&set, sig);
        pthread_sigmask(SIG_BLOCK, &set, &m_old);
    }
    ~SignalBlock() { pthread_sigmask(SIG_SETMASK, &m_old, nullptr); }
    SignalBlock(const SignalBlock&) = delete;
    SignalBlock& operator=(const SignalBlock&) = delete;

private:
    sigset_t m_old;
};

} // namespace pe::core::io::cleanup
