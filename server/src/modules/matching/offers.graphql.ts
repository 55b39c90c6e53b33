/** Issue 16: filled in by the offers work. */
import '../../builder.js';
