#include "ui/shell/embeddingsopener.h"

#include "ui/framework/appstate.h"
#include "ui/framework/embeddings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>

namespace pe::ui {

namespace {
// lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pe::ui", text);
}
} // namespace

QString embeddingsFileFilter()
{
    return tr("Position embeddings (*.npy *.npz *.safetensors *.safetensors.index.json *.gguf *.csv *.tsv);;All "
              "files (*)");
}

QString openEmbeddings(QWidget* parent, AppState* state, const QString& path, QStringList* notes)
{
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    QString tensor;
    auto loaded = embeddings::load(path, tensor, &error, false, notes);
    QGuiApplication::restoreOverrideCursor();
    // No table named like a position table (or several): a .safetensors file offers its matrices.
    if (!loaded && QFileInfo(path).suffix().toLower() == QLatin1String("safetensors") &&
        error.contains(QLatin1String("--tensor"))) {
        QStringList names;
        QString listError;
        const QStringList lines = embeddings::safetensorsMatrices(path, &names, &listError);
        if (!lines.isEmpty()) {
            // Position embeddings are usually called wpe or position_embeddings: offer that first.
            int guess = 0;
            for (int i = 0; i < names.size(); ++i)
                if (names[i].contains(QLatin1String("wpe")) || names[i].contains(QLatin1String("position")))
                    guess = i;
            bool ok = false;
            const QString choice = QInputDialog::getItem(parent, tr("Choose the position embeddings"),
                                                         tr("%1 holds several matrices. Which one holds one row per "
                                                            "position?")
                                                             .arg(QFileInfo(path).fileName()),
                                                         lines, guess, false, &ok);
            if (!ok)
                return {};
            tensor = names.value(lines.indexOf(choice));
            QGuiApplication::setOverrideCursor(Qt::WaitCursor);
            loaded = embeddings::load(path, tensor, &error, false, notes);
            QGuiApplication::restoreOverrideCursor();
        }
    }
    if (!loaded)
        return error;
    state->setEmbeddings(std::move(loaded), path, tensor);
    return {};
}

} // namespace pe::ui
