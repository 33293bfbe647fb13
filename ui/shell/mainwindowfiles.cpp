#include "ui/shell/mainwindow.h"

#include "ui/framework/numbers.h"
// The window's file actions: export, copy, embeddings, sessions (the rest is in mainwindow.cpp).

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/embeddings.h"
#include "ui/framework/exporter.h"
#include "ui/framework/history.h"
#include "ui/framework/lessons.h"
#include "ui/framework/options.h"
#include "ui/framework/panelink.h"
#include "ui/framework/presets.h"
#include "ui/framework/session.h"
#include "ui/framework/settings.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/embeddingsopener.h"
#include "ui/shell/exportdialog.h"
#include "ui/shell/lessonbar.h"
#include "ui/shell/panes.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/settingspanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <cstdio>

namespace pe::ui {

void MainWindow::exportFigure()
{
    // Side by side, the figure shows both panes.
    const std::vector<View*> panes = m_sideBySide->figureViews();
    if (panes.empty())
        return;
    const QString name = panes.size() > 1 ? QStringLiteral("pe-%1-%2.png").arg(panes[0]->id(), panes[1]->id())
                                          : QStringLiteral("pe-%1.png").arg(panes[0]->id());
    const QString suggested = QDir(m_settings->exportFolder()).filePath(name);
    ExportDialog dialog(suggested, {m_settings->value(Settings::exportSize), m_settings->value(Settings::exportScale)},
                        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    QString path = dialog.path();
    if (!exporter::formatForPath(path))
        error = tr("Unknown figure extension in “%1”: use .png, .svg or .pdf.").arg(path);
    if (error.isEmpty())
        error = exporter::checkWritable(path);
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = error.isEmpty() && exporter::writeFigure(panes, path, dialog.options(), &error);
    QGuiApplication::restoreOverrideCursor();
    if (!ok) {
        showError(tr("Export failed"), error);
        return;
    }
    m_settings->setExportFolder(QFileInfo(path).absolutePath());
    m_settings->setValue(Settings::exportSize, dialog.options().size);
    m_settings->setValue(Settings::exportScale, dialog.options().scale);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void MainWindow::exportCsv()
{
    View* v = m_sideBySide->focusedView();
    if (!v)
        return;
    if (const QString problem = v->csvProblem(QString()); !problem.isEmpty()) {
        showError(tr("Cannot export CSV"), problem);
        return;
    }
    if (const QString large = exporter::csvSizeProblem(v, QString()); !large.isEmpty()) {
        const auto answer = QMessageBox::question(
            this, tr("Export data as CSV"),
            tr("The CSV of this view is large: %1. Write it anyway?").arg(large.section(QLatin1Char(';'), 0, 0)));
        if (answer != QMessageBox::Yes)
            return;
    }
    const QString suggested = QDir(m_settings->exportFolder()).filePath(QStringLiteral("pe-%1.csv").arg(v->id()));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export data as CSV"), suggested, tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    // Large tables take a while: show progress, keep the window painting, allow Cancel.
    // The controller is suspended so that no view changes while it is being written.
    QProgressDialog progress(tr("Writing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, this);
    progress.setWindowTitle(tr("Export data as CSV"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    QElapsedTimer sinceEvents;
    sinceEvents.start();
    auto onProgress = [&](qint64 bytes) {
        if (sinceEvents.elapsed() >= 100) {
            progress.setLabelText(
                tr("Writing %1… %2 MB").arg(QFileInfo(path).fileName()).arg(numbers::fixed(bytes / 1e6, 0)));
            progress.setValue(0); // shows the dialog once its minimum duration has passed
            QCoreApplication::processEvents();
            sinceEvents.restart();
        }
        return !progress.wasCanceled();
    };
    QString error;
    m_controller->setSuspended(true);
    const bool ok = exporter::writeCsv(v, QString(), path, &error, onProgress);
    m_controller->setSuspended(false);
    progress.reset();
    if (!ok) {
        if (progress.wasCanceled())
            statusBar()->showMessage(error, 8000);
        else
            showError(tr("Export failed"), error);
        return;
    }
    m_settings->setExportFolder(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

bool MainWindow::loadEmbeddings(const QString& path)
{
    QStringList notes;
    if (const QString error = openEmbeddings(this, m_state, path, &notes); !error.isEmpty()) {
        showError(tr("Cannot open the embeddings"), error);
        return false;
    }
    if (m_state->embeddings()) {
        notes.prepend(tr("Analysing %1").arg(QString::fromStdString(m_state->embeddings()->describe())));
        statusBar()->showMessage(notes.join(QStringLiteral("; ")), 8000);
    }
    return true;
}

void MainWindow::setUpFileWatch()
{
    m_fileWatch = new embeddings::FileWatch(m_state, this);
    m_reload = new QPushButton(tr("Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadEmbeddings"));
    m_reload->setToolTip(tr("Read the embeddings file again as it is now on disk"));
    m_reload->setVisible(m_fileWatch->fileChanged());
    statusBar()->addPermanentWidget(m_reload);
    connect(m_reload, &QPushButton::clicked, this, &MainWindow::reloadEmbeddings);
    connect(m_fileWatch, &embeddings::FileWatch::fileChangedOnDisk, this, [this](const QString& path) {
        statusBar()->showMessage(tr("%1 changed on disk: the views show the table as it was loaded; Reload reads "
                                    "it again.")
                                     .arg(QDir::toNativeSeparators(path)));
    });
    // The button follows the state: a reload, another table or the formula again hides it.
    connect(m_state, &AppState::embeddingsChanged, this, [this] { m_reload->setVisible(m_fileWatch->fileChanged()); });
}

void MainWindow::reloadEmbeddings()
{
    QStringList notes;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = m_fileWatch->reload(&notes);
    QGuiApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        // Not modal: the table as it was stays on screen, captioned as changed.
        statusBar()->showMessage(tr("Reload failed: %1").arg(error));
        return;
    }
    if (m_state->embeddings()) {
        notes.prepend(tr("Reloaded %1").arg(QString::fromStdString(m_state->embeddings()->describe())));
        statusBar()->showMessage(notes.join(QStringLiteral("; ")), 8000);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile() &&
        (embeddings::isEmbeddingFile(urls.first().toLocalFile()) || isModelPath(urls.first().toLocalFile())))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) {
        event->acceptProposedAction();
        if (isModelPath(urls.first().toLocalFile()))
            loadModel(urls.first().toLocalFile());
        else
            loadEmbeddings(urls.first().toLocalFile());
    }
}

void MainWindow::copyFigure()
{
    const std::vector<View*> panes = m_sideBySide->figureViews();
    if (panes.empty())
        return;
    QString error;
    auto* data =
        exporter::figureMimeData(panes, exporter::FigureOptions{m_settings->value(Settings::exportSize), 1.0}, &error);
    if (!data) {
        showError(tr("Copy failed"), error);
        return;
    }
    QGuiApplication::clipboard()->setMimeData(data);
    statusBar()->showMessage(tr("Figure copied to the clipboard"), 5000);
}

void MainWindow::saveSession()
{
    const QString suggested = QDir(m_settings->exportFolder()).filePath(QStringLiteral("session.json"));
    QString path = QFileDialog::getSaveFileName(this, tr("Save session"), suggested, tr("Session (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QLatin1String(".json");
    const Session s = currentSession();
    QString error;
    if (!exporter::writeBytes(path, session::toJson(s), &error)) {
        showError(tr("Saving the session failed"), error);
        return;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void MainWindow::openSession()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open session"), m_settings->exportFolder(), tr("Session (*.json)"));
    if (!path.isEmpty())
        loadSession(path);
}

Session MainWindow::currentSession() const
{
    return m_sideBySide->capture(session::capture(*m_state, m_views, currentView() ? currentView()->id() : QString()));
}

QString MainWindow::applySession(const Session& s)
{
    m_sideBySide->link()->setPaused(true);
    QString error = session::apply(s, m_state, m_views);
    m_sideBySide->link()->setPaused(false);
    if (error.isEmpty())
        error = m_sideBySide->applySecond(s);
    setCurrentView(s.viewId);
    return error;
}

bool MainWindow::loadSession(const QString& path)
{
    QString error;
    const std::optional<Session> s = session::load(path, &error);
    if (!s) {
        showError(tr("Cannot open the session"), error);
        return false;
    }
    m_history->checkpoint();
    if (error = applySession(*s); !error.isEmpty()) {
        showError(tr("Cannot open the session"), error);
        return false;
    }
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

} // namespace pe::ui
