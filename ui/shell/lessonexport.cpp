#include "ui/shell/lessonexport.h"

#include "ui/framework/handout.h"
#include "ui/framework/lessons.h"
#include "ui/framework/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>

namespace pe::ui {

namespace {

QString tr(const char* text)
{
    // lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
    return QCoreApplication::translate("pe::ui", text);
}

/// The lesson to print: the one under way, else the user's choice (nullptr: cancelled).
const Lesson* chooseLesson(QWidget* parent, const Lesson* current, const QString& title)
{
    if (current)
        return current;
    QStringList titles;
    for (const Lesson& l : lessons::all())
        titles << l.title.toString();
    bool ok = false;
    const QString chosen = QInputDialog::getItem(parent, title, tr("Lesson:"), titles, 0, false, &ok);
    if (!ok)
        return nullptr;
    return &lessons::all()[static_cast<std::size_t>(titles.indexOf(chosen))];
}

/// Runs `write` with a progress bar over the lesson's steps; shows its error unless cancelled.
template <typename Write>
void withProgress(QWidget* parent, const QString& title, const Lesson& lesson, const QString& target, Write write)
{
    QProgressDialog progress(tr("Writing %1…").arg(QFileInfo(target).fileName()), tr("Cancel"), 0,
                             static_cast<int>(lesson.steps.size()), parent);
    progress.setWindowTitle(title);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    QString error;
    const bool ok = write(
        [&](int done) {
            progress.setValue(done);
            return !progress.wasCanceled();
        },
        &error);
    const bool cancelled = progress.wasCanceled();
    progress.reset();
    if (!ok && !cancelled)
        QMessageBox::warning(parent, title, error);
}

} // namespace

void printHandout(QWidget* parent, const Lesson* current, Settings* settings)
{
    const QString title = tr("Print handout");
    const Lesson* lesson = chooseLesson(parent, current, title);
    if (!lesson)
        return;
    const QString suggested = QDir(settings->exportFolder()).filePath(lesson->name + QStringLiteral(".pdf"));
    const QString path = QFileDialog::getSaveFileName(parent, title, suggested, tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    withProgress(parent, title, *lesson, path, [&](const handout::Progress& progress, QString* error) {
        return handout::writeHandout(*lesson, path, error, progress);
    });
    settings->setExportFolder(QFileInfo(path).absolutePath());
}

void exportSlides(QWidget* parent, const Lesson* current, Settings* settings)
{
    const QString title = tr("Export slides");
    const Lesson* lesson = chooseLesson(parent, current, title);
    if (!lesson)
        return;
    const QString dir = QFileDialog::getExistingDirectory(parent, title, settings->exportFolder());
    if (dir.isEmpty())
        return;
    const exporter::FigureOptions figure{settings->value(Settings::exportSize), 1.0};
    withProgress(parent, title, *lesson, dir, [&](const handout::Progress& progress, QString* error) {
        return handout::writeSlides(*lesson, dir, figure, error, progress);
    });
    settings->setExportFolder(dir);
}

} // namespace pe::ui
