#include "ui/framework/appstate.h"

#include "core/encodings/sinusoidal.h"
#include "ui/framework/sharedparams.h"

#include <algorithm>
#include <cmath>

namespace pe::ui {

using core::Limits;

AppState::AppState(QObject* parent)
    : QObject(parent)
    , m_encoding(std::make_shared<core::SinusoidalEncoding>(m_params))
{
    connect(this, &AppState::paramsChanged, this, [this] {
        if (m_embeddings)
            m_encoding = m_embeddings;
        else
            m_encoding = std::make_shared<core::SinusoidalEncoding>(m_params);
        emit inputsChanged();
    });
    connect(this, &AppState::positionChanged, this, &AppState::inputsChanged);
}

ViewInputs AppState::inputs() const
{
    return ViewInputs{m_params, static_cast<long>(m_position), static_cast<long>(m_requested), m_encoding};
}

core::EncodingParams AppState::constrained(core::EncodingParams p) const
{
    if (m_embeddings) {
        p.dim = m_embeddings->dim();
        p.length = std::min(p.length, m_embeddings->maxLength());
    }
    return p;
}

void AppState::setEmbeddings(std::shared_ptr<const core::AbsoluteEncoding> embeddings, const QString& file,
                             const QString& tensor)
{
    if (embeddings == m_embeddings)
        return;
    m_embeddings = std::move(embeddings);
    m_embeddingsFile = m_embeddings ? file : QString();
    m_embeddingsTensor = m_embeddings ? tensor : QString();
    core::EncodingParams p = m_params;
    if (m_embeddings) {
        p.dim = m_embeddings->dim();
        p.length = std::min(p.length, m_embeddings->maxLength());
    }
    if (constrained(p) == m_params)
        emit paramsChanged(); // the encoding changed even though d and L did not
    else
        setParams(p);
    emit embeddingsChanged();
}

// One field at a time goes through setParams: the same clamping, signals and order.
void AppState::setDim(int dim)
{
    core::EncodingParams p = m_params;
    p.dim = dim;
    setParams(p);
}

void AppState::setBase(double base)
{
    core::EncodingParams p = m_params;
    p.base = base;
    setParams(p);
}

void AppState::setLength(qint64 length)
{
    core::EncodingParams p = m_params;
    p.length = static_cast<long>(std::clamp<qint64>(length, Limits::minLength, Limits::maxLength));
    setParams(p);
}

void AppState::setLayout(core::Layout layout)
{
    core::EncodingParams p = m_params;
    p.layout = layout;
    setParams(p);
}

void AppState::setValue(const shared::Parameter& parameter, double value)
{
    core::EncodingParams p = m_params;
    parameter.set(p, value);
    setParams(p);
}

void AppState::setPosition(qint64 position)
{
    const qint64 last = m_params.length - 1;
    const qint64 requested = std::clamp<qint64>(position, 0, std::max<qint64>(last, Limits::maxInspectedPosition));
    const qint64 shown = std::min(requested, last);
    if (requested == m_requested && shown == m_position)
        return;
    m_requested = requested;
    m_position = shown;
    emit positionChanged(m_position);
}

void AppState::setParams(const core::EncodingParams& p)
{
    const core::EncodingParams old = m_params;
    m_params = constrained(shared::clamped(p));
    if (m_params == old)
        return;
    clampPosition();
    emit paramsChanged();
}

void AppState::clampPosition()
{
    const qint64 last = m_params.length - 1;
    // A position inside the old sequence follows L down and stays there; one the inspector asked
    // for beyond the sequence is kept (the other views show L-1 meanwhile).
    if (m_requested == m_position)
        m_requested = std::min(m_requested, last);
    if (const qint64 shown = std::min(m_requested, last); shown != m_position) {
        m_position = shown;
        emit positionChanged(m_position);
    }
}

} // namespace pe::ui
