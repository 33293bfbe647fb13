#include "app/cli.h"
#include "ui/framework/allocator.h"
#include "ui/framework/settings.h"

#include <QApplication>

#include <cstdio>

namespace {
/// Command-line runs print one clear line on error; Qt's own chatter (missing runtime dir,
/// platform notes) is kept for PE_EXPLORER_VERBOSE=1.
void quietHandler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", qPrintable(message));
}
} // namespace

int main(int argc, char** argv)
{
    pe::ui::keepFreedMemory();
    const bool headless = pe::app::isHeadless(argc, argv);
    const bool hasDisplay = !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    // A file export needs no display; without one, render offscreen so that argument
    // errors are still reported as such (the window itself then refuses to open).
    bool forcedOffscreen = false;
    if (!platformChosen && (headless || !hasDisplay)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        forcedOffscreen = !headless;
    }
    // The interface size chosen in View > Interface size (for projectors) scales the window
    // as a whole; it must be set before QApplication exists. QT_SCALE_FACTOR set by the user
    // wins; file exports are sized by --size and --scale instead.
    if (!headless && qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR")) {
        const double scale = pe::ui::Settings().interfaceScale();
        if (scale != 1.0)
            qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
    }
    if (qEnvironmentVariableIsEmpty("PE_EXPLORER_VERBOSE") && (headless || forcedOffscreen))
        qInstallMessageHandler(quietHandler);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("pe-explorer"));
    QApplication::setApplicationDisplayName(QStringLiteral("Positional Encoding Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(PE_EXPLORER_VERSION));
    QApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QApplication::setDesktopFileName(QStringLiteral("pe-explorer"));
    return pe::app::run(QApplication::arguments(), forcedOffscreen);
}
