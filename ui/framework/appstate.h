#pragma once

#include "core/formula/params.h"
#include "ui/framework/viewinputs.h"

#include <QObject>

namespace pe::ui {

namespace shared {
struct Parameter;
}

/// The parameters shared by every view (ui/framework/sharedparams.h declares them). Setters
/// clamp to the declared ranges, ignore unchanged values and emit paramsChanged (d, n, L, the
/// layout) or positionChanged. Sliders, spin boxes, presets and the command line all go
/// through these setters.
class AppState : public QObject {
    Q_OBJECT
public:
    explicit AppState(QObject* parent = nullptr);

    const core::EncodingParams& params() const { return m_params; }
    int dim() const { return m_params.dim; }
    double base() const { return m_params.base; }
    qint64 length() const { return m_params.length; }
    core::Layout layout() const { return m_params.layout; }
    /// The position t that position-based views (clock, rotation, inspector...) look at.
    qint64 position() const { return m_position; }
    /// The position as last asked for: position() unless the inspector asked for one past L-1
    /// (up to Limits::maxInspectedPosition), which it keeps while L changes.
    qint64 requestedPosition() const { return m_requested; }

    /// Everything a view receives: the parameters, the position and the encoding they define.
    ViewInputs inputs() const;

    /// The learned encoding loaded from a file, or nullptr while the sinusoidal formula is used.
    const std::shared_ptr<const core::AbsoluteEncoding>& embeddings() const { return m_embeddings; }
    /// Where the embeddings came from (for sessions): the file and the tensor name.
    QString embeddingsFile() const { return m_embeddingsFile; }
    QString embeddingsTensor() const { return m_embeddingsTensor; }

public slots:
    void setDim(int dim);
    void setBase(double base);
    void setLength(qint64 length);
    void setLayout(pe::core::Layout layout);
    void setPosition(qint64 position);
    /// Sets one field of the parameters by its declaration (shared::Parameter::set).
    void setValue(const pe::ui::shared::Parameter& parameter, double value);
    /// Sets d, n, L and the layout at once with a single paramsChanged.
    void setParams(const pe::core::EncodingParams& params);
    /// Uses a loaded table (d becomes its width, L at most its rows), or the formula again
    /// (nullptr). `file` and `tensor` say where it came from.
    void setEmbeddings(std::shared_ptr<const pe::core::AbsoluteEncoding> embeddings, const QString& file = {},
                       const QString& tensor = {});

signals:
    void positionChanged(qint64 position);
    /// Any of d, n, L or the layout changed.
    void paramsChanged();
    /// What inputs() returns changed (after paramsChanged or positionChanged).
    void inputsChanged();
    /// Embeddings were loaded or unloaded.
    void embeddingsChanged();

private:
    void clampPosition();
    /// The d and L a table allows.
    core::EncodingParams constrained(core::EncodingParams p) const;

    core::EncodingParams m_params;
    std::shared_ptr<const core::AbsoluteEncoding> m_encoding;
    std::shared_ptr<const core::AbsoluteEncoding> m_embeddings;
    QString m_embeddingsFile;
    QString m_embeddingsTensor;
    qint64 m_position = 0;
    qint64 m_requested = 0;
};

} // namespace pe::ui
