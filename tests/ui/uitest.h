#pragma once
// Shared helpers for the QTest UI tests (run under the offscreen platform with a throwaway
// XDG_CONFIG_HOME, see tests/CMakeLists.txt).

#include "ui/controller.h"

#include <QElapsedTimer>
#include <QTest>

namespace pe::ui::test {

/// Runs the event loop until the controller has drawn the latest state of the active view.
inline bool waitIdle(const Controller& controller, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    do {
        QTest::qWait(5);
        if (controller.isIdle())
            return true;
    } while (timer.elapsed() < timeoutMs);
    return false;
}

} // namespace pe::ui::test
