// MainWindow: File ▸ Open model… and models dropped on the window.

#include "ui/shell/mainwindow.h"

#include "ui/framework/appstate.h"
#include "ui/framework/history.h"
#include "ui/framework/models.h"
#include "ui/framework/view.h"

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

namespace pe::ui {

bool MainWindow::isModelPath(const QString& path)
{
    // A folder or a sharded index with a config.json is a model; without one, its weights are a
    // table for loadEmbeddings (which finds the position table by name).
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (info.isDir())
        return QFileInfo::exists(QDir(path).filePath(QStringLiteral("config.json"))) ||
               !QDir(path).entryList({QStringLiteral("*.gguf")}, QDir::Files).isEmpty();
    if (suffix == QLatin1String("json"))
        return !info.fileName().endsWith(QLatin1String(".index.json"), Qt::CaseInsensitive) ||
               QFileInfo::exists(info.dir().filePath(QStringLiteral("config.json")));
    return suffix == QLatin1String("gguf");
}

bool MainWindow::loadModel(const QString& pathOrName)
{
    QString error;
    const std::optional<models::Opened> model = models::open(pathOrName, QString(), &error);
    // Errors go to the status bar: a dropped folder that is not a model never blocks the window.
    if (!model) {
        statusBar()->showMessage(tr("Cannot open the model: %1").arg(error), 15000);
        return false;
    }
    const core::models::ModelSpec& spec = *model->spec;
    const QString viewId = models::viewFor(spec.scheme);
    m_history->checkpoint();
    if (model->table)
        m_state->setEmbeddings(model->table, model->tableFile, model->tableTensor);
    m_state->setParams(models::params(*model, m_state->params()));
    if (View* v = view(viewId)) {
        const QMap<QString, QString> settings = models::settings(spec, v->descriptor(), pathOrName);
        for (auto it = settings.cbegin(); it != settings.cend(); ++it)
            if (const QString e = v->setSettingText(it.key(), it.value()); !e.isEmpty()) {
                statusBar()->showMessage(tr("Cannot open the model: %1").arg(e), 15000);
                return false;
            }
    }
    setCurrentView(viewId);
    const QString name = QString::fromStdString(spec.name);
    if (spec.scheme == core::models::PositionScheme::Learned && !model->table)
        statusBar()->showMessage(models::noTableMessage(name));
    else
        statusBar()->showMessage(tr("Opened %1: %2").arg(name, models::summary(spec)), 15000);
    return true;
}

} // namespace pe::ui
