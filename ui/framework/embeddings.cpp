#include "ui/framework/embeddings.h"

#include "core/formula/params.h"
#include "core/io/load.h"
#include "core/io/loaderror.h"
#include "core/io/safetensors.h"
#include "ui/framework/appstate.h"
#include "ui/framework/coremessages.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace pe::ui::embeddings {

namespace {
QString tr(const char* text)
{
    // lupdate files a tr() call outside a class under the enclosing namespace: the same context here.
    return QCoreApplication::translate("pe::ui::embeddings", text);
}
} // namespace

QStringList fileSuffixes()
{
    return {QStringLiteral("npy"),  QStringLiteral("npz"), QStringLiteral("safetensors"), QStringLiteral("gguf"),
            QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("tsv")};
}

bool isEmbeddingFile(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return true;
    if (info.suffix().toLower() == QLatin1String("json"))
        return info.fileName().endsWith(QLatin1String(".safetensors.index.json"), Qt::CaseInsensitive);
    return fileSuffixes().contains(info.suffix().toLower());
}

LoadedTable::LoadedTable(core::io::EmbeddingMatrix matrix, QString path, QString tensor, bool transpose)
    : core::LearnedEncoding(std::move(matrix))
    , m_path(std::move(path))
    , m_tensor(std::move(tensor))
    , m_transpose(transpose)
{
}

std::string LoadedTable::describe() const
{
    return m_changed.empty() ? LearnedEncoding::describe() : LearnedEncoding::describe() + " " + m_changed;
}

std::shared_ptr<const LoadedTable> LoadedTable::markedChanged() const
{
    auto copy = std::make_shared<LoadedTable>(*this); // shares the values
    copy->m_changed = QCoreApplication::translate("pe::ui::embeddings", "(file changed on disk)").toStdString();
    return copy;
}

std::shared_ptr<const core::AbsoluteEncoding> load(const QString& path, const QString& tensor, QString* error,
                                                   bool transpose, QStringList* notes)
{
    try {
        core::io::LoadOptions options;
        options.tensor = tensor.toStdString();
        options.transpose = transpose;
        std::vector<std::string> found;
        core::io::EmbeddingMatrix matrix =
            core::io::loadEmbeddings(QFile::encodeName(path).toStdString(), options, &found);
        if (matrix.cols() > core::Limits::maxDim) {
            *error = tr("%1: the matrix has %2 columns; pe-explorer shows at most %3 dimensions")
                         .arg(path)
                         .arg(matrix.cols())
                         .arg(core::Limits::maxDim);
            if (!transpose && matrix.rows() <= core::Limits::maxDim)
                *error += tr(" (if it is stored dimensions x positions, load it with --transpose)");
            return nullptr;
        }
        if (notes)
            for (const std::string& n : found)
                notes->append(QString::fromStdString(n));
        return std::make_shared<LoadedTable>(std::move(matrix), path, tensor, transpose);
    } catch (const core::io::LoadError& e) {
        *error = coremessages::text(e);
    } catch (const std::bad_alloc&) {
        *error = tr("%1: not enough memory to load it").arg(path);
    } catch (const std::exception& e) {
        *error = QStringLiteral("%1: %2").arg(path, QString::fromStdString(e.what()));
    }
    return nullptr;
}

QStringList safetensorsMatrices(const QString& path, QStringList* names, QString* error)
{
    QStringList lines;
    try {
        for (const core::io::TensorInfo& t :
             core::io::listSafetensorsMatricesFile(QFile::encodeName(path).toStdString())) {
            names->append(QString::fromStdString(t.name));
            lines << QStringLiteral("%1 [%2, %3] %4")
                         .arg(QString::fromStdString(t.name))
                         .arg(t.rows)
                         .arg(t.cols)
                         .arg(QString::fromStdString(t.dtype));
        }
    } catch (const core::io::LoadError& e) {
        *error = coremessages::text(e);
        lines.clear();
        names->clear();
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        lines.clear();
        names->clear();
    }
    return lines;
}

FileWatch::FileWatch(AppState* state, QObject* parent)
    : QObject(parent)
    , m_state(state)
{
    connect(m_state, &AppState::embeddingsChanged, this, &FileWatch::watchCurrent);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileWatch::onFileChanged);
    watchCurrent();
}

bool FileWatch::fileChanged() const
{
    const auto* table = dynamic_cast<const LoadedTable*>(m_state->embeddings().get());
    return table && table->fileChanged();
}

void FileWatch::watchCurrent()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    const auto* table = dynamic_cast<const LoadedTable*>(m_state->embeddings().get());
    // The file the values came from (inside a folder, the shard or weights file read).
    const QString file = table ? QFile::decodeName(table->matrix().source().c_str()) : QString();
    if (!file.isEmpty() && QFileInfo::exists(file))
        m_watcher.addPath(file);
}

void FileWatch::onFileChanged(const QString& path)
{
    const auto* table = dynamic_cast<const LoadedTable*>(m_state->embeddings().get());
    if (!table || table->fileChanged())
        return;
    // setEmbeddings redraws every view under the new caption and watches the file again (a
    // file replaced by a rename drops out of the watcher).
    m_state->setEmbeddings(table->markedChanged(), m_state->embeddingsFile(), m_state->embeddingsTensor());
    emit fileChangedOnDisk(path);
}

QString FileWatch::reload(QStringList* notes)
{
    const auto* table = dynamic_cast<const LoadedTable*>(m_state->embeddings().get());
    if (!table)
        return {};
    QString error;
    auto loaded = load(table->path(), table->tensor(), &error, table->transpose(), notes);
    if (!loaded)
        return error;
    m_state->setEmbeddings(std::move(loaded), m_state->embeddingsFile(), m_state->embeddingsTensor());
    return {};
}

} // namespace pe::ui::embeddings
