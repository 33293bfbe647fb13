#include "ui/framework/embeddings.h"

#include "core/encodings/learned.h"
#include "core/io/load.h"
#include "core/io/loaderror.h"
#include "core/io/safetensors.h"
#include "core/params.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace pe::ui::embeddings {

QStringList fileSuffixes()
{
    return {QStringLiteral("npy"), QStringLiteral("safetensors"), QStringLiteral("csv"), QStringLiteral("tsv")};
}

bool isEmbeddingFile(const QString& path)
{
    return fileSuffixes().contains(QFileInfo(path).suffix().toLower());
}

std::shared_ptr<const core::AbsoluteEncoding> load(const QString& path, const QString& tensor, QString* error)
{
    try {
        core::io::EmbeddingMatrix matrix =
            core::io::loadEmbeddingFile(QFile::encodeName(path).toStdString(), tensor.toStdString());
        if (matrix.cols() > core::Limits::maxDim) {
            *error =
                QCoreApplication::translate("Embeddings", "%1: the matrix has %2 columns; pe-explorer shows at most %3 "
                                                          "dimensions")
                    .arg(path)
                    .arg(matrix.cols())
                    .arg(core::Limits::maxDim);
            return nullptr;
        }
        return std::make_shared<core::LearnedEncoding>(std::move(matrix));
    } catch (const core::io::LoadError& e) {
        *error = QString::fromStdString(e.what());
    } catch (const std::bad_alloc&) {
        *error = QCoreApplication::translate("Embeddings", "%1: not enough memory to load it").arg(path);
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
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        lines.clear();
        names->clear();
    }
    return lines;
}

} // namespace pe::ui::embeddings
