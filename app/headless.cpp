#include "app/headless.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/exporter.h"
#include "ui/framework/options.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <memory>

namespace pe::app {

void printError(const QString& message)
{
    std::fprintf(stderr, "pe-explorer: error: %s\n", qPrintable(message));
}

int exportFiles(const ui::options::Request& r)
{
    using namespace pe::ui;
    AppState state;
    Controller controller(&state);
    // Only the exported view is built: start-up is part of every export's time.
    const std::unique_ptr<View> view(findViewType(r.viewId)->create(nullptr));
    controller.addView(view.get());
    options::applyState(r, &state);
    if (const QString error = options::applySettings(r, view.get(), false); !error.isEmpty()) {
        printError(error);
        return options::kBadInput;
    }
    if (!r.csvPath.isEmpty())
        if (const QString problem = view->csvProblem(QString()); !problem.isEmpty()) {
            printError(QCoreApplication::translate("Options", "--csv: %1").arg(problem));
            return options::kBadInput;
        }
    for (const auto& [option, path] : r.extraCsv)
        if (const QString problem = view->csvProblem(option); !problem.isEmpty()) {
            printError(QStringLiteral("--%1: %2").arg(option, problem));
            return options::kBadInput;
        }
    // Lay the view out at the figure's size, without showing anything on screen.
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(r.figure.size);
    view->show();
    controller.refreshNow(view.get());

    QString error;
    if (!r.saveSessionPath.isEmpty()) {
        const Session saved = session::capture(state, {view.get()}, r.viewId);
        if (!exporter::writeBytes(r.saveSessionPath, session::toJson(saved), &error)) {
            printError(QStringLiteral("--save-session: %1").arg(error));
            return options::kBadInput;
        }
    }
    if (!r.exportPath.isEmpty() && !exporter::writeFigure(view.get(), r.exportPath, r.figure, &error)) {
        printError(error);
        return options::kBadInput;
    }
    QStringList written;
    if (!r.exportPath.isEmpty())
        written << r.exportPath;
    if (!r.saveSessionPath.isEmpty())
        written << r.saveSessionPath;
    auto undo = [&written] {
        for (const QString& path : written)
            QFile::remove(path); // all or nothing
    };
    QList<QPair<QString, QString>> csvs = r.extraCsv;
    if (!r.csvPath.isEmpty())
        csvs.prepend({QString(), r.csvPath});
    for (const auto& [option, path] : csvs) {
        if (!exporter::writeCsv(view.get(), option, path, &error)) {
            printError(option.isEmpty() ? error : QStringLiteral("--%1: %2").arg(option, error));
            undo();
            return options::kBadInput;
        }
        written << path;
    }
    return 0;
}

} // namespace pe::app
