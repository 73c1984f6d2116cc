// The media store other modules keep their uploads in.
export { MediaStore, UploadRejectedError } from './media.service';
