#include "app/cli.h"
#include "ui/framework/allocator.h"
#include "ui/framework/settings.h"

#include <QApplication>

#include <cstdio>
#include <vector>

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
    // QGuiApplication takes "-session NAME" (X11 session management) out of the arguments;
    // --session is ours, so the application sees every argument except that one.
    QStringList arguments;
    std::vector<char*> qtArgv;
    for (int i = 0; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
        const QByteArray a(argv[i]);
        if (i > 0 && (a == "--session" || a == "-session")) {
            if (i + 1 < argc)
                arguments << QString::fromLocal8Bit(argv[++i]);
            continue;
        }
        if (i > 0 && (a.startsWith("--session=") || a.startsWith("-session=")))
            continue;
        qtArgv.push_back(argv[i]);
    }
    int qtArgc = static_cast<int>(qtArgv.size());
    qtArgv.push_back(nullptr);
    QApplication app(qtArgc, qtArgv.data());
    QApplication::setApplicationName(QStringLiteral("pe-explorer"));
    QApplication::setApplicationDisplayName(QStringLiteral("Positional Encoding Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(PE_EXPLORER_VERSION));
    QApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QApplication::setDesktopFileName(QStringLiteral("pe-explorer"));
    return pe::app::run(arguments, forcedOffscreen);
}
