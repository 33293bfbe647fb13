#include "ui/views/fourier/fourierwords.h"

#include <QCoreApplication>

namespace pe::ui::fourierwords {

QString source(core::SourceKind kind)
{
    return kind == core::SourceKind::LearnedLike
               ? QCoreApplication::translate("pe::ui::fourierwords", "learned-like source")
               : QCoreApplication::translate("pe::ui::fourierwords", "sinusoidal source");
}

QString sum(core::FourierSum sum)
{
    return sum == core::FourierSum::Full
               ? QCoreApplication::translate("pe::ui::fourierwords", "full", "Fourier sum")
               : QCoreApplication::translate("pe::ui::fourierwords", "printed", "Fourier sum");
}

QString sigma(core::SigmaScale sigma)
{
    return sigma == core::SigmaScale::Matched
               ? QCoreApplication::translate("pe::ui::fourierwords", "matched", "σ scale")
               : QCoreApplication::translate("pe::ui::fourierwords", "printed", "σ scale");
}

} // namespace pe::ui::fourierwords
