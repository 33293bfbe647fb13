#include "app/cli.h"
#include "ui/framework/allocator.h"
#include "ui/framework/language.h"
#include "ui/framework/options.h"
#include "ui/framework/settings.h"
#include "ui/plotting/plotstyle.h"

#include <QApplication>
#include <QByteArray>
#include <QTranslator>

#include <cstdio>
#include <string>
#include <vector>

#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
#include <cerrno>
#include <cstddef>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#define PE_CHECK_DISPLAY 1
#endif

namespace {
/// Command-line runs print one clear line on error; Qt's own chatter (missing runtime dir,
/// platform notes) is kept for PE_EXPLORER_VERBOSE=1.
void quietHandler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", qPrintable(message));
}
#ifdef PE_CHECK_DISPLAY
/// Connects a stream socket to the Unix socket at `path` (a leading '@' means Linux's abstract
/// namespace). True when something listens there.
bool unixSocketListens(const std::string& path)
{
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    if (path.size() >= sizeof(addr.sun_path))
        return false;
    std::memcpy(addr.sun_path, path.data(), path.size());
    socklen_t len = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + path.size());
    if (path[0] == '@')
        addr.sun_path[0] = '\0';
    else
        len += 1; // the terminating zero of a filesystem path
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return true; // cannot tell: let Qt try
    const bool ok = ::connect(fd, reinterpret_cast<const sockaddr*>(&addr), len) == 0;
    ::close(fd);
    return ok;
}

/// True when a TCP connection to host:port succeeds within two seconds.
bool tcpListens(const std::string& host, int port)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0)
        return false;
    bool ok = false;
    for (addrinfo* a = found; a && !ok; a = a->ai_next) {
        const int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
            ok = true;
        } else if (errno == EINPROGRESS) {
            pollfd p{fd, POLLOUT, 0};
            int error = 0;
            socklen_t size = sizeof error;
            ok = ::poll(&p, 1, 2000) == 1 && ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0;
        }
        ::close(fd);
    }
    ::freeaddrinfo(found);
    return ok;
}

/// Whether an X server answers at `display` (":0", ":99.0", "unix:1", "localhost:10.0"...).
/// Unusual forms that cannot be checked this way count as reachable: Qt then decides.
bool xServerListens(const std::string& display)
{
    const std::size_t colon = display.rfind(':');
    if (colon == std::string::npos)
        return true;
    std::string host = display.substr(0, colon);
    const std::string rest = display.substr(colon + 1);
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9')
        ++digits;
    if (digits == 0 || digits > 5 || (digits < rest.size() && rest[digits] != '.'))
        return true;
    const int number = std::stoi(rest.substr(0, digits));
    if (host.rfind("unix/", 0) == 0)
        host.erase(0, 5);
    if (host.rfind("tcp/", 0) == 0)
        return tcpListens(host.substr(4), 6000 + number);
    if (!host.empty() && host[0] == '/')
        return true; // a socket path (launchd style): not checked
    if (host.empty() || host == "unix") {
        const std::string socket = "/tmp/.X11-unix/X" + std::to_string(number);
        return unixSocketListens('@' + socket) || unixSocketListens(socket);
    }
    return tcpListens(host, 6000 + number);
}

/// Whether a Wayland compositor listens at `display` (a name in XDG_RUNTIME_DIR, or a path).
bool waylandListens(const std::string& display)
{
    if (!display.empty() && display[0] == '/')
        return unixSocketListens(display);
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    if (runtime.isEmpty())
        return false;
    return unixSocketListens(runtime.toStdString() + '/' + display);
}
#endif

/// Why the window cannot open with the default platform: an English text (marked for
/// translation) and the value it names, or a null text when a display looks reachable (Qt may
/// still refuse it, e.g. without X authorisation, and says so itself). Checked before
/// QApplication exists: Qt aborts (exit 134) when its platform cannot open.
struct DisplayProblem {
    const char* text = nullptr;
    std::string value;
};

DisplayProblem displayProblem()
{
    const std::string x = qgetenv("DISPLAY").toStdString();
    const std::string wayland = qgetenv("WAYLAND_DISPLAY").toStdString();
    if (x.empty() && wayland.empty())
        return {QT_TRANSLATE_NOOP("main", "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"), {}};
#ifdef PE_CHECK_DISPLAY
    if (!wayland.empty() && waylandListens(wayland))
        return {};
    if (!x.empty() && xServerListens(x))
        return {};
    if (!x.empty())
        return {QT_TRANSLATE_NOOP("main", "no X server at DISPLAY=%1"), x};
    return {QT_TRANSLATE_NOOP("main", "no Wayland compositor at WAYLAND_DISPLAY=%1"), wayland};
#else
    return {};
#endif
}

/// The message of a window that cannot open, in the language the run would use (there is no
/// QApplication yet, so the catalogue is asked directly).
QString displayMessage(const DisplayProblem& problem, int argc, char** argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QString ignored;
    const QString code = pe::ui::language::choose(pe::ui::options::languageArgument(arguments, &ignored),
                                                  pe::ui::Settings().value(pe::ui::Settings::language));
    QTranslator catalogue;
    const bool translated = code != QLatin1String("en") && catalogue.load(pe::ui::language::catalogue(code));
    const auto inLanguage = [&](const char* text) {
        const QString t = translated ? catalogue.translate("main", text) : QString();
        return t.isEmpty() ? QString::fromUtf8(text) : t;
    };
    QString what = inLanguage(problem.text);
    if (what.contains(QLatin1String("%1")))
        what = what.arg(QString::fromStdString(problem.value));
    return inLanguage(QT_TRANSLATE_NOOP("main",
                                        "cannot open a window: %1. Export files with --export or --csv (no display "
                                        "needed), or run the window under xvfb-run."))
        .arg(what);
}
} // namespace

int main(int argc, char** argv)
{
    pe::ui::tuneAllocator();
    const bool headless = pe::app::isHeadless(argc, argv);
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    // The window needs a display. Without a reachable one, say so in one line with the two ways
    // out, instead of Qt's abort. A platform chosen by the user is taken as it is.
    // The arguments are still checked first (offscreen), so that a bad option is named with
    // exit 2 whether a display exists or not.
    QString noDisplay;
    if (!headless && !platformChosen) {
        const DisplayProblem problem = displayProblem();
        if (problem.text)
            noDisplay = displayMessage(problem, argc, argv);
    }
    // A file export needs no display: render offscreen.
    if (!platformChosen && (headless || !noDisplay.isEmpty()))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The interface size chosen in View > Interface size (for projectors) scales the window
    // as a whole; it must be set before QApplication exists. QT_SCALE_FACTOR set by the user
    // wins; file exports are sized by --size and --scale instead.
    if (!headless && noDisplay.isEmpty() && qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR")) {
        const double scale = pe::ui::Settings().value(pe::ui::Settings::interfaceScale);
        if (scale != 1.0)
            qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
    }
    if (qEnvironmentVariableIsEmpty("PE_EXPLORER_VERBOSE") && (headless || !noDisplay.isEmpty()))
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
    pe::ui::plotstyle::preferFastText();
    QApplication::setApplicationName(QStringLiteral("pe-explorer"));
    QApplication::setApplicationDisplayName(QStringLiteral("Positional Encoding Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(PE_EXPLORER_VERSION));
    QApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.pe_explorer.PeExplorer"));
    return pe::app::run(arguments, noDisplay);
}
