#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

class QWidget;

namespace pe::ui {

class AppState;
class View;

/// What the command line needs to know of a kind of view without building one: building all
/// of them only to read their options would be paid by every headless export.
struct ViewType {
    QString id; ///< View::id()
    View* (*create)(AppState* state, QWidget* parent);
    QList<QCommandLineOption> (*cliOptions)(); ///< View::cliOptions()
    QStringList (*extraCsvOptions)();          ///< View::extraCsvOptions()
};

/// Every kind of view, in tab order.
const std::vector<ViewType>& viewTypes();

/// The type whose id is `id`, or nullptr.
const ViewType* findViewType(const QString& id);

/// Every view of the application, in tab order. The window and the command line both use
/// this list, so a view added here is reachable from both.
std::vector<View*> createViews(AppState* state, QWidget* parent);

} // namespace pe::ui
