#pragma once

#include "core/encodings/learned.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace pe::ui {
class AppState;
}

namespace pe::ui::embeddings {

/// The extensions a position-embedding file may have, for file dialogs and drops.
QStringList fileSuffixes();
/// True when `path` has one of them, is a sharded checkpoint's index or a folder.
bool isEmbeddingFile(const QString& path);

/// A table loaded by load(): the values (copied out of the file) and how to load them again.
/// Once its file changed on disk, a copy with the same values says so in its caption.
class LoadedTable : public core::LearnedEncoding {
public:
    LoadedTable(core::io::EmbeddingMatrix matrix, QString path, QString tensor, bool transpose);

    /// "wpe.weight of gpt2.npy (1024 x 768)", then " (file changed on disk)" once it has.
    std::string describe() const override;

    const QString& path() const { return m_path; }
    const QString& tensor() const { return m_tensor; }
    bool transpose() const { return m_transpose; }
    bool fileChanged() const { return !m_changed.empty(); }
    /// The same values under a caption saying that the file changed.
    std::shared_ptr<const LoadedTable> markedChanged() const;

private:
    QString m_path;
    QString m_tensor;
    bool m_transpose = false;
    std::string m_changed; ///< the translated caption suffix, once the file changed
};

/// Loads the position table of `path` (a .npy, .npz, .safetensors, sharded index, .gguf, .csv
/// or .tsv file, or a model folder): the tensor named `tensor`, else the one named like a
/// position table; `transpose` reads a [d, N] table. On failure returns nullptr and one message
/// naming the file and the problem. What was detected (CSV dialect, OPT offset...) goes to
/// *notes when given.
std::shared_ptr<const core::AbsoluteEncoding> load(const QString& path, const QString& tensor, QString* error,
                                                   bool transpose = false, QStringList* notes = nullptr);

/// The 2-D tensors of a .safetensors file, as "name [rows, cols] dtype" lines, for a picker; an
/// empty list (and *error) when the file cannot be read.
QStringList safetensorsMatrices(const QString& path, QStringList* names, QString* error);

/// Watches the file the state's table was read from (QFileSystemWatcher). When it changes or
/// disappears, the state's table becomes the same values under a caption saying so (never the
/// old title as if current) and fileChangedOnDisk() is emitted once; reload() reads it again.
class FileWatch : public QObject {
    Q_OBJECT
public:
    explicit FileWatch(AppState* state, QObject* parent = nullptr);

    /// True while the table shown came from a file that changed since.
    bool fileChanged() const;
    /// Loads the file again (same tensor, same orientation, NaN and Inf refused) into the
    /// state. Returns an error message (the state keeps the table as it was), or "".
    QString reload(QStringList* notes = nullptr);

signals:
    void fileChangedOnDisk(const QString& path);

private:
    void watchCurrent();
    void onFileChanged(const QString& path);

    AppState* m_state;
    QFileSystemWatcher m_watcher;
};

} // namespace pe::ui::embeddings
